/** Polls: questions shoppers vote on, with products as options (/poll/…). */
import type { ApiModule } from '../../platform/module.js';
import type { Db } from '../../platform/db/schema.js';
import { registerPollRoutes } from './routes.js';
import type {} from './tables.js'; // its tables in the Database type

export const pollsModule: ApiModule<{ db: Db }> = {
  name: 'polls',
  register: (app, { db }) => registerPollRoutes(app, db),
};
