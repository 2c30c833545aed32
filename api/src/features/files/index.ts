// What the composition root and the other features use of this feature: its public face.
export { claimUploads } from './claim.js';
export { registerFileRoutes } from './routes.js';
export { type FileSettings } from './settings.js';
