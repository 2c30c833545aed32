/** The style survey (/survey/…): its questions, a shopper's answers and progress. */
import type { ApiModule } from '../../platform/module.js';
import type { Db } from '../../platform/db/schema.js';
import { registerSurveyRoutes } from './routes.js';
import type {} from './tables.js'; // its tables in the Database type

export const surveyModule: ApiModule<{ db: Db }> = {
  name: 'survey',
  register: (app, { db }) => registerSurveyRoutes(app, db),
};

export { VIBES } from '@tote/contract/survey-choices';
export { saveAnswer, surveyProgress } from './store.js';
