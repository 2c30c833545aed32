// What the composition root and the other features use of this feature: its public face.
export { registerShareRoutes } from './routes.js';
export { type ShareSettings } from './settings.js';
