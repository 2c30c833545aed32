/** Signing in and up: log in (password, code, social), register, reset a password, unlock an account. */
export { authRoutes } from './routes.ts';
