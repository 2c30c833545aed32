// What the composition root and the other features use of this feature: its public face.
export { registerFeedbackRoutes } from './routes.js';
