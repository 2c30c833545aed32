// What the composition root and the other features use of this feature: its public face.
export { adminKeyCheck } from './admin-key.js';
export { CODE_TTL_SECONDS, checkCode, issueCode } from './codes.js';
export { DEFAULT_LIMITS, registerLimiter, type Limit, type Limiter, type RateLimitSettings } from './limits.js';
export { hashPassword, verifyPassword } from './password.js';
export { SOCIAL_CHANNELS, signInProviders, type SignInProviders } from './providers/index.js';
export { LOCAL_AUTHORIZE_PATH, issueLocalCode } from './providers/local.js';
export { ProviderError, type SocialProfile } from './providers/types.js';
export {
  authPlugin,
  createSession,
  requireUser,
  revokeAllSessions,
  revokeSession,
  type AuthState,
  type UserRow,
} from './session.js';
export { type SubStatusValue } from './tables.js';
export { AUTH_SECRET_MIN_BYTES, Signer, authSecretTooShort, loadAppSecret } from './tokens.js';
