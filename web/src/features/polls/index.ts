/** Product polls: voting on what the shop should carry. */
export { pollsRoutes } from './routes.ts';
