/** /app/dynamic's store links and support inbox, and /app/init's agreementLink (contract/src/catalog.ts). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDynamic, AppInit } from '@tote/contract/catalog';
import { TERMS_PATH } from '@tote/contract/routes';
import { SUPPORT_EMAIL_DEFAULT } from '@tote/contract/support';
import { loadConfig } from '../src/platform/config.js';
import { openTestApi, type TestApi } from './db.js';
import { get } from './http.js';

const APP_STORE = 'https://apps.apple.com/us/app/tote-rent-designer-fashion/id6450000000';
const PLAY_STORE = 'https://play.google.com/store/apps/details?id=com.tote.shop';

let plain: TestApi;
let stores: TestApi;
beforeAll(async () => {
  plain = await openTestApi({ env: { NODE_ENV: 'test' } });
  stores = await openTestApi({
    env: {
      NODE_ENV: 'test',
      APP_STORE_URL: APP_STORE,
      PLAY_STORE_URL: ` ${PLAY_STORE} `,
      SUPPORT_EMAIL: 'care@tote.example',
    },
  });
});
afterAll(async () => {
  await plain?.close();
  await stores?.close();
});

const dynamic = async (t: TestApi) => (await get(t.app, '/v1/app/dynamic')).body.data as AppDynamic;

describe('/app/dynamic', () => {
  it('links no store when none is set, and names the default support inbox', async () => {
    expect(await dynamic(plain)).toMatchObject({
      appStoreUrl: null,
      playStoreUrl: null,
      supportEmail: SUPPORT_EMAIL_DEFAULT,
    });
  });

  it('answers the store links and the support inbox of the environment', async () => {
    expect(await dynamic(stores)).toMatchObject({
      appStoreUrl: APP_STORE,
      playStoreUrl: PLAY_STORE,
      supportEmail: 'care@tote.example',
    });
  });
});

describe('appSettings', () => {
  it('leaves out a store link that is not an https URL, and says so', () => {
    const { app: settings, warnings } = loadConfig({
      APP_STORE_URL: 'http://apps.apple.com/app/id1',
      PLAY_STORE_URL: 'not a url',
    });
    expect(settings).toEqual({ appStoreUrl: null, playStoreUrl: null, supportEmail: SUPPORT_EMAIL_DEFAULT });
    expect(warnings).toEqual([
      'APP_STORE_URL is not an https URL of at most 500 characters: the app page does not link to that store',
      'PLAY_STORE_URL is not an https URL of at most 500 characters: the app page does not link to that store',
    ]);
    const long = `https://apps.apple.com/${'x'.repeat(480)}`;
    expect(loadConfig({ APP_STORE_URL: long }).app.appStoreUrl).toBeNull();
    expect(loadConfig({ APP_STORE_URL: '', PLAY_STORE_URL: '  ' }).app).toMatchObject({
      appStoreUrl: null,
      playStoreUrl: null,
    });
  });
});

describe('/app/init', () => {
  it('points agreementLink at the terms page', async () => {
    const init = (await get(plain.app, '/v1/app/init')).body.data as AppInit;
    expect(init.agreementLink).toBe(TERMS_PATH);
    expect(TERMS_PATH).toBe('/terms');
  });
});
