// What the composition root and the other features use of this feature: its public face.
export { registerWaitlistRoutes } from './routes.js';
export { type WaitlistSettings } from './settings.js';
export { assertMayStartMembership } from './store.js';
