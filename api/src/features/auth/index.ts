/**
 * Who is calling: users and their sessions (the session plugin resolves a token into `request.ctx.auth`; this module
 * sets the guards of the route table's shopper and admin entries), passwords, verification codes, signed tokens,
 * rate limits, the admin key, the social sign-in providers; /auth/get-token renews a session's token. The lowest
 * feature: every other one may read the user.
 */
import type { ApiModule } from '../../platform/module.js';
import type { Db } from '../../platform/db/schema.js';
import type { Config } from '../../platform/config.js';
import { useAdminGuard, useSessionGuard } from '../../platform/http/route.js';
import { adminKeyCheck } from './admin-key.js';
import { authPlugin, requireUser } from './session.js';
import { registerTokenRoutes } from './token-routes.js';
import type {} from './tables.js'; // its tables in the Database type

export const authModule: ApiModule<{ db: Db; config: Pick<Config, 'production' | 'adminKey'> }> = {
  name: 'auth',
  register: async (app, { db, config }) => {
    await app.register(authPlugin, { db });
    useSessionGuard(app, (ctx) => void requireUser(ctx));
    useAdminGuard(app, adminKeyCheck(config.adminKey, config.production));
    registerTokenRoutes(app, db);
  },
};

export { adminKeyCheck } from './admin-key.js';
export { CODE_TTL_SECONDS, checkCode, issueCode } from './codes.js';
export { DEFAULT_LIMITS, registerLimiter, type Limit, type Limiter, type RateLimitSettings } from './limits.js';
export { hashPassword, verifyPassword } from './password.js';
export { SOCIAL_CHANNELS, signInProviders, type SignInProviders } from './providers/index.js';
export { LOCAL_AUTHORIZE_PATH, issueLocalCode } from './providers/local.js';
export { ProviderError, type SocialProfile } from './providers/types.js';
export {
  createSession,
  requireUser,
  revokeAllSessions,
  revokeSession,
  type AuthState,
  type UserRow,
} from './session.js';
export { type SubStatusValue } from './tables.js';
export { AUTH_SECRET_MIN_BYTES, Signer, authSecretTooShort, loadAppSecret, sha256 } from './tokens.js';
