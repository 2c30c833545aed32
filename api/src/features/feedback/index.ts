/** Feedback a shopper sends about the shop (/feedback/…). */
import type { ApiModule } from '../../platform/module.js';
import type { Db } from '../../platform/db/schema.js';
import { registerFeedbackRoutes } from './routes.js';
import type {} from './tables.js'; // its tables in the Database type

export const feedbackModule: ApiModule<{ db: Db }> = {
  name: 'feedback',
  register: (app, { db }) => registerFeedbackRoutes(app, db),
};
