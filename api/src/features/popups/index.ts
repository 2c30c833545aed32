// What the composition root and the other features use of this feature: its public face.
export { registerPopupAdminRoutes } from './routes.js';
export { type PopupSettings } from './settings.js';
export { activePops, audiencesOf } from './store.js';
