/**
 * The app's settings through GraphQL against real apis: the store links of the app page and the support inbox
 * (AppSettings, from the api's APP_STORE_URL, PLAY_STORE_URL, SUPPORT_EMAIL), and the terms page AppInit points at.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi, dbFromPglite, migrateToLatest, openPglite, type Db } from '@tote/api/testing';
import { SUPPORT_EMAIL_DEFAULT } from '@tote/contract/support';
import { Browser } from './account-helpers.js';
import { startGateway, type Gateway } from './helpers.js';

const APP_STORE = 'https://apps.apple.com/us/app/tote/id6450000000';
const PLAY_STORE = 'https://play.google.com/store/apps/details?id=com.tote.shop';
const SETTINGS = /* GraphQL */ `
  query Settings {
    appSettings {
      appStoreUrl
      playStoreUrl
      supportEmail
    }
    appInit {
      agreementLink
    }
  }
`;

let db: Db;
let api: FastifyInstance;
let plain: Gateway;
let withApps: Gateway;

beforeAll(async () => {
  plain = await startGateway();
  db = dbFromPglite(await openPglite('memory://'));
  await migrateToLatest(db);
  api = await createApi({
    db,
    pauseSweepMs: 0,
    env: { NODE_ENV: 'test', APP_STORE_URL: APP_STORE, PLAY_STORE_URL: PLAY_STORE, SUPPORT_EMAIL: 'care@tote.example' },
  });
  await api.listen({ port: 0, host: '127.0.0.1' });
  withApps = await startGateway({ upstreamUrl: `http://127.0.0.1:${(api.server.address() as AddressInfo).port}` });
}, 90_000);

afterAll(async () => {
  await plain?.close();
  await withApps?.close();
  await api?.close();
  await db?.destroy();
});

describe('AppSettings', () => {
  it('has no store links when the api sets none, the default support inbox, and the terms at /terms', async () => {
    const r = await new Browser(plain.url).gql(SETTINGS);
    expect(r.errors).toBeUndefined();
    expect(r.data).toEqual({
      appSettings: { appStoreUrl: null, playStoreUrl: null, supportEmail: SUPPORT_EMAIL_DEFAULT },
      appInit: { agreementLink: '/terms' },
    });
  });

  it("answers the store links and support inbox of the api's environment", async () => {
    const r = await new Browser(withApps.url).gql(SETTINGS);
    expect(r.errors).toBeUndefined();
    expect(r.data.appSettings).toEqual({
      appStoreUrl: APP_STORE,
      playStoreUrl: PLAY_STORE,
      supportEmail: 'care@tote.example',
    });
  });
});
