/** Registers the account endpoints (and, outside production, the local sign-in page and the outbox). */
import type { FastifyInstance } from 'fastify';
import type { AccountDeps } from './deps.js';
import { registerEmailRoutes } from './email-routes.js';
import { registerProfileRoutes } from './profile-routes.js';
import { registerLocalAuthorizePage, registerThirdRoutes } from './third-routes.js';
import { registerUserRoutes } from './user-routes.js';
import { registerDevRoutes } from './dev-outbox-routes.js';

export async function registerAccountRoutes(app: FastifyInstance, deps: AccountDeps): Promise<void> {
  registerUserRoutes(app, deps);
  registerEmailRoutes(app, deps);
  registerProfileRoutes(app, deps);
  registerThirdRoutes(app, deps);
  if (!deps.production) {
    registerDevRoutes(app, deps.db);
    if (Object.values(deps.providers).some((p) => p?.kind === 'local')) await registerLocalAuthorizePage(app, deps);
  }
}
