/** Membership by waitlist (contract/waitlist.ts): the list, admissions, and the back office's switch. */
import type { ApiModule } from '../../platform/module.js';
import type { Config } from '../../platform/config.js';
import type { Db } from '../../platform/db/schema.js';
import type { Announce } from '../../platform/shared-switches.js';
import { registerWaitlistRoutes } from './routes.js';
import type { WaitlistSettings } from './settings.js';
import type {} from './tables.js'; // its tables in the Database type

export const waitlistModule: ApiModule<{
  db: Db;
  config: Pick<Config, 'production' | 'adminKey'>;
  waitlist: WaitlistSettings;
  announce: Announce | undefined;
}> = {
  name: 'waitlist',
  register: (app, { db, config, waitlist, announce }) =>
    registerWaitlistRoutes(app, {
      db,
      settings: waitlist,
      production: config.production,
      adminKey: config.adminKey,
      announce,
    }),
};

export { type WaitlistSettings } from './settings.js';
export { assertMayStartMembership } from './store.js';
