// What the composition root and the other features use of this feature: its public face.
export { registerAppRoutes } from './app-info-routes.js';
export { type AppSettings } from './app-settings.js';
