// What the composition root and the other features use of this feature: its public face.
export { VIBES } from './choices.js';
export { registerSurveyRoutes } from './routes.js';
export { surveyProgress } from './store.js';
