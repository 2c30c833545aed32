/**
 * /v1/user/*: sign-up, login (password or email code), lockout + unlock, log-out, delete, reset-password,
 * modifyMobile.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Deleted, LoggedOut, Session, UserInfo } from '@tote/contract/account';
import { ErrorCode } from '@tote/contract/codes';
import { Messages } from '@tote/contract/validation';
import {
  checkCode,
  hashPassword,
  verifyPassword,
  requireUser,
  revokeAllSessions,
  revokeSession,
  type UserRow,
} from '../auth/index.js';
import { ApiError, badRequest } from '../../platform/http/errors.js';
import { implement } from '../../platform/http/implement.js';
import type { AccountDeps } from './deps.js';
import { accountsUserV1 } from '@tote/contract/v1/accounts';
import {
  createUser,
  emailExists,
  emailKey,
  findUserByEmail,
  loadUser,
  resolveInvitation,
  sessionFor,
  userInfo,
} from './users.js';

export const emailNotFound = (): ApiError =>
  new ApiError(ErrorCode.EMAIL_NOT_FOUND, 'This email does not exist. Please sign up.');
export const wrongCredentials = (): ApiError =>
  new ApiError(ErrorCode.WRONG_CREDENTIALS, 'Email or password is incorrect.');
export const accountLocked = (): ApiError =>
  new ApiError(
    ErrorCode.ACCOUNT_LOCKED,
    'Your account is locked after too many failed sign-in attempts. Unlock it with a code sent to your email.',
  );

/**
 * Checks a password against the user's hash, counting failures: the Nth wrong one in a row locks
 * the account (20021); others → `wrong()`. A locked account is refused before the check.
 */
export async function checkPassword(
  deps: AccountDeps,
  user: UserRow,
  given: string,
  wrong: () => ApiError = wrongCredentials,
): Promise<void> {
  if (user.locked_at) throw accountLocked();
  if (await verifyPassword(given, user.password_hash)) {
    if (user.failed_logins > 0)
      await deps.db.updateTable('users').set({ failed_logins: 0 }).where('id', '=', user.id).execute();
    return;
  }
  const lockAt = deps.limiter.settings.lockAfterFailures;
  const upd = await deps.db
    .updateTable('users')
    .set({
      failed_logins: sql`failed_logins + 1`,
      locked_at: sql`case when failed_logins + 1 >= ${lockAt} then now() else null end`,
    })
    .where('id', '=', user.id)
    .returning('locked_at')
    .executeTakeFirst();
  if (upd?.locked_at) throw accountLocked();
  throw wrong();
}

async function unlockAndVerify(deps: AccountDeps, userId: number): Promise<void> {
  await deps.db
    .updateTable('users')
    .set({ failed_logins: 0, locked_at: null, email_verified: true, updated_at: sql`now()` })
    .where('id', '=', userId)
    .execute();
}

export function registerUserRoutes(app: FastifyInstance, deps: AccountDeps): void {
  const { db, signer, limiter } = deps;
  const maxAttempts = limiter.settings.codeAttempts;
  const emailCode = (address: string, purpose: string, code: string, consume: boolean, userId?: number) =>
    checkCode(
      db,
      signer,
      { channel: 'email', target: emailKey(address), purpose, ...(userId ? { userId } : {}) },
      code,
      { consume, maxAttempts },
    );

  implement(app, accountsUserV1, {
    signUp: async (p, ctx, req, reply): Promise<Session> => {
      await limiter.hit(req, reply, 'codeCheckPerIp', req.ip);
      if (await findUserByEmail(db, p.email)) throw emailExists();
      const invitation = p.invitationCode ? await resolveInvitation(db, p.invitationCode) : null;
      await emailCode(p.email, 'signup', p.code, true);
      const userId = await createUser(deps, {
        name: p.name,
        email: p.email,
        mobile: p.mobile,
        passwordHash: await hashPassword(p.password, deps.passwordHashCost),
        emailVerified: true,
        invitation,
      });
      return sessionFor(db, userId, ctx);
    },
    login: async (p, ctx, req, reply): Promise<Session> => {
      await limiter.hit(req, reply, 'loginPerIp', req.ip);
      await limiter.hit(req, reply, 'loginPerEmail', emailKey(p.email));
      if (p.password === undefined && p.code === undefined) throw badRequest(Messages.passwordRequired);
      const user = await findUserByEmail(db, p.email);
      if (!user) throw emailNotFound();
      if (p.code !== undefined) {
        // A code sent to the mailbox proves ownership: signs in and lifts a lock.
        await emailCode(p.email, 'login', p.code, true);
        await unlockAndVerify(deps, user.id);
      } else {
        await checkPassword(deps, user, p.password!);
      }
      return sessionFor(db, user.id, ctx);
    },
    unlock: async (p, ctx, req, reply): Promise<Session> => {
      await limiter.hit(req, reply, 'codeCheckPerIp', req.ip);
      const user = await findUserByEmail(db, p.email);
      if (!user) throw emailNotFound();
      await emailCode(p.email, 'unlock', p.code, true);
      await unlockAndVerify(deps, user.id);
      return sessionFor(db, user.id, ctx);
    },
    logOut: async (_p, ctx): Promise<LoggedOut> => {
      if (ctx.auth?.kind === 'user') await revokeSession(db, ctx.auth.sessionId);
      return { loggedOut: true };
    },
    delete: async (p, ctx, req, reply): Promise<Deleted> => {
      const { user } = requireUser(ctx);
      if (p.code !== undefined) {
        await limiter.hit(req, reply, 'codeCheckPerIp', req.ip);
        await emailCode(user.email, 'delete', p.code, true, user.id);
      } else if (p.password !== undefined) {
        await checkPassword(
          deps,
          user,
          p.password,
          () => new ApiError(ErrorCode.WRONG_CREDENTIALS, 'The password is incorrect.'),
        );
      } else {
        throw badRequest(Messages.passwordRequired);
      }
      await db.deleteFrom('users').where('id', '=', user.id).execute(); // sessions, codes, identities, points cascade
      req.log.info({ userId: user.id }, 'account deleted');
      return { deleted: true };
    },
    resetPassword: async (p, ctx, req, reply): Promise<Session> => {
      await limiter.hit(req, reply, 'codeCheckPerIp', req.ip);
      const user = await findUserByEmail(db, p.email);
      if (!user) throw emailNotFound();
      await emailCode(p.email, 'reset', p.code, true);
      await db
        .updateTable('users')
        .set({
          password_hash: await hashPassword(p.password, deps.passwordHashCost),
          failed_logins: 0,
          locked_at: null,
          email_verified: true,
          updated_at: sql`now()`,
        })
        .where('id', '=', user.id)
        .execute();
      await revokeAllSessions(db, user.id);
      return sessionFor(db, user.id, ctx);
    },
    modifyMobile: async (p, ctx, req, reply): Promise<UserInfo> => {
      const { user } = requireUser(ctx);
      await limiter.hit(req, reply, 'codeCheckPerIp', req.ip);
      await checkCode(db, signer, { channel: 'sms', target: p.mobile, purpose: 'mobile', userId: user.id }, p.code, {
        consume: true,
        maxAttempts,
      });
      await db
        .updateTable('users')
        .set({ mobile: p.mobile, updated_at: sql`now()` })
        .where('id', '=', user.id)
        .execute();
      return userInfo(db, await loadUser(db, user.id));
    },
  });
}
