/** The shop's marketing emails: leaving them and coming back. */
export { emailsRoutes } from './routes.ts';
