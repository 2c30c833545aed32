/**
 * Sessions. The client holds an opaque random token; the database holds only its SHA-256. The
 * token is read from `authorization: Bearer <token>` (request.ctx.authToken) and resolved once per
 * request into `request.ctx.auth`. Protected routes call requireUser(ctx).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql, type Selectable } from 'kysely';
import { ErrorCode } from '@tote/contract/codes';
import type { Db } from '../../platform/db/schema.js';
import type { UserTable } from './tables.js';
import type { RequestContext } from '../../platform/http/context.js';
import { ApiError } from '../../platform/http/errors.js';
import { randomToken, sha256 } from './tokens.js';
import { allColumns, qualified } from '../../platform/db/column-list.js';
import { prebuilt } from '../../platform/db/prebuilt.js';

export const SESSION_TTL_MS = 30 * 24 * 3600_000;

export type UserRow = Selectable<UserTable>;

/** Read on every request with a token: named, so that the lookup is a prepared statement. */
// prettier-ignore
const USER_COLUMNS = qualified('u', allColumns<UserTable>()([
  'id', 'email', 'name', 'mobile', 'password_hash', 'email_verified', 'is_member', 'sub_status', 'paused_expired',
  'tote_upper_limit', 'tote_icon', 'is_show_ai', 'failed_logins', 'locked_at', 'subscribe_email', 'notify_config',
  'referral_code', 'points', 'birth_year', 'birth_month', 'body_shape', 'nickname', 'clothing_sizes', 'shoe_sizes',
  'created_at', 'updated_at',
]));

export type AuthState =
  | { kind: 'none' } // no token sent
  | { kind: 'invalid' } // unknown or revoked
  | { kind: 'expired' }
  | { kind: 'user'; user: UserRow; sessionId: number };

declare module '../../platform/http/context.js' {
  interface RequestContext {
    /** Set by the auth plugin for every request (absent only in bare test instances). */
    auth?: AuthState;
  }
}

/** The session of a token's hash with its user: built once (prebuilt.ts), run on every request with a token. */
const sessionUser = prebuilt(1, (db: Db, tokenHash: string) =>
  db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(USER_COLUMNS)
    .select(['s.id as session_id', 's.expires_at as session_expires_at', 's.revoked_at as session_revoked_at'])
    .where('s.token_hash', '=', tokenHash),
);

export async function resolveToken(db: Db, token: string | null): Promise<AuthState> {
  if (!token) return { kind: 'none' };
  if (token.length > 200) return { kind: 'invalid' };
  const [row] = await sessionUser(db, sha256(token));
  if (!row || row.session_revoked_at) return { kind: 'invalid' };
  if (new Date(row.session_expires_at).getTime() <= Date.now()) return { kind: 'expired' };
  const { session_id, session_expires_at: _e, session_revoked_at: _r, ...user } = row;
  return { kind: 'user', user, sessionId: session_id };
}

export const authPlugin = fp(async (app: FastifyInstance, opts: { db: Db }) => {
  app.addHook('onRequest', async (req) => {
    req.ctx.auth = await resolveToken(opts.db, req.ctx.authToken);
  });
});

export const unauthorized = (): ApiError => new ApiError(ErrorCode.UNAUTHORIZED, 'Please log in to continue.');
export const tokenExpired = (): ApiError =>
  new ApiError(ErrorCode.TOKEN_EXPIRED, 'Your session has expired. Please log in again.');

/** The session's user, or 40000 (missing/invalid/revoked token) / 60005 (expired). */
export function requireUser(ctx: RequestContext): { user: UserRow; sessionId: number } {
  const auth = ctx.auth ?? { kind: 'none' };
  if (auth.kind === 'user') return { user: auth.user, sessionId: auth.sessionId };
  if (auth.kind === 'expired') throw tokenExpired();
  throw unauthorized();
}

export async function createSession(
  db: Db,
  userId: number,
  ctx: RequestContext,
): Promise<{ token: string; expiresAt: Date }> {
  const token = `tt_${randomToken(32)}`;
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await db
    .insertInto('sessions')
    .values({
      user_id: userId,
      token_hash: sha256(token),
      expires_at: expiresAt,
      user_agent: ctx.userAgent?.slice(0, 300) ?? null,
      device_id: ctx.deviceId?.slice(0, 200) ?? null,
    })
    .execute();
  return { token, expiresAt };
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: sql`now()` })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeAllSessions(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}
