/** /app/init, /app/dynamic and /app/location. */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppDynamic, AppInit } from '@tote/contract/catalog';
import { TERMS_PATH } from '@tote/contract/routes';
import type { Db } from '../../platform/db/schema.js';
import type { IpLocator } from '../../platform/geo/index.js';
import { implement } from '../../platform/http/implement.js';
import { type PopupSettings, activePops, audiencesOf } from '../popups/index.js';
import { appInfoV1 } from '@tote/contract/v1/app';
import type { AppSettings } from './app-settings.js';

/** The pops come from the popups table while the setting is on (contract/popups.ts). */
export function registerAppRoutes(
  app: FastifyInstance,
  deps: { db: Db; locator: IpLocator; popups: PopupSettings; settings: AppSettings },
): void {
  implement(app, appInfoV1, {
    init: async (_p, ctx): Promise<AppInit> => ({
      agreementLink: TERMS_PATH,
      popInfo: deps.popups.on ? await activePops(deps.db, audiencesOf(ctx.auth)) : [],
      subscribeIntroduce: {
        title: 'Tote Membership',
        content:
          'Rent up to 6 designer pieces at a time, swap whenever you like, and buy what you love at member prices.',
        price: 89,
      },
      sessionId: randomUUID(),
    }),
    dynamic: (): AppDynamic => ({
      announcement: 'Free shipping and dry cleaning on every rental.',
      isShowAI: 1,
      toteUpperLimit: 6,
      ...deps.settings,
    }),
    location: (_p, ctx) => deps.locator.locate(ctx.ip),
  });
}
