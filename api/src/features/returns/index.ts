// What the composition root and the other features use of this feature: its public face.
export { returnHooks } from './hooks.js';
export { registerReturnRoutes } from './routes.js';
export { type ReturnSettings } from './settings.js';
