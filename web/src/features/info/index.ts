/** Pages that inform: the terms, and where to get the app. */
export { infoRoutes } from './routes.ts';
