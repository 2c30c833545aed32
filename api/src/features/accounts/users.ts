/** Users: the UserInfo view, lookups by email, creation with invitation credits, sessions out. */
import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { LoginChannel, Session, SocialChannel, UserInfo } from '@tote/contract/account';
import { ErrorCode } from '@tote/contract/codes';
import { Messages } from '@tote/contract/validation';
import { prebuilt } from '../../platform/db/prebuilt.js';
import type { Db } from '../../platform/db/schema.js';
import type { RequestContext } from '../../platform/http/context.js';
import { ApiError } from '../../platform/http/errors.js';
import { createSession, type UserRow } from '../auth/index.js';
import type { AccountDeps } from './deps.js';
import { welcomeMail } from './mails.js';
import { toteCounts } from '../tote/index.js';

export const REFERRAL_BONUS_POINTS = 2000; // $20 for the new user

export const emailKey = (email: string): string => email.trim().toLowerCase();

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', emailKey(email))
    .executeTakeFirst();
}

export async function loadUser(db: Db, userId: number): Promise<UserRow> {
  return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
}

/** The social sign-ins a user linked, in the order linked: built once (prebuilt.ts), read by /profile/info. */
const signInChannels = prebuilt(1, (db: Db, userId: number) =>
  db.selectFrom('user_identities').select('channel').where('user_id', '=', userId).orderBy('id'),
);

export async function userInfo(db: Db, user: UserRow): Promise<UserInfo> {
  const [identities, tote] = await Promise.all([signInChannels(db, user.id), toteCounts(db, user.id)]);
  const channels: LoginChannel[] = user.password_hash ? ['email'] : [];
  for (const i of identities)
    if (!channels.includes(i.channel as LoginChannel)) channels.push(i.channel as LoginChannel);
  return {
    userId: user.id,
    email: user.email,
    name: user.name,
    mobile: user.mobile,
    isMember: user.is_member ? 1 : 0,
    subStatus: user.sub_status,
    pausedExpired: user.paused_expired ? new Date(user.paused_expired).toISOString() : null,
    toteUpperLimit: user.tote_upper_limit,
    toteIcon: tote.rentNum + tote.purchaseNum,
    isShowAI: user.is_show_ai ? 1 : 0,
    sizeList: [...user.clothing_sizes, ...user.shoe_sizes],
    emailVerified: user.email_verified,
    subscribeEmail: user.subscribe_email,
    referralCode: user.referral_code,
    points: user.points,
    loginChannels: channels,
    createdAt: new Date(user.created_at).toISOString(),
  };
}

export async function sessionFor(db: Db, userId: number, ctx: RequestContext): Promise<Session> {
  const { token, expiresAt } = await createSession(db, userId, ctx);
  return { token, expiresAt: expiresAt.toISOString(), user: await userInfo(db, await loadUser(db, userId)) };
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function newReferralCode(name: string): string {
  const prefix =
    name
      .normalize('NFD')
      .replace(/[^A-Za-z]/g, '')
      .toUpperCase()
      .slice(0, 4) || 'TOTE';
  let tail = '';
  for (let i = 0; i < 5; i++) tail += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return `${prefix}${tail}`;
}

export const emailExists = (): ApiError => new ApiError(ErrorCode.EMAIL_EXISTS, Messages.emailExists);
export const invalidInvitation = (): ApiError =>
  new ApiError(ErrorCode.INVALID_INVITATION, Messages.invitationCodeInvalid);

export interface ResolvedCode {
  code: string;
  kind: 'referral' | 'invitation';
  points: number;
  referrerId: number | null;
  referrerName: string | null;
  invitationId: number | null;
}

/** A user's referral code or a live invitation code (case-insensitive); 50005 otherwise. */
export async function resolveInvitation(db: Db, raw: string): Promise<ResolvedCode> {
  const code = raw.trim().toUpperCase();
  if (!/^[A-Z0-9_-]{3,64}$/.test(code)) throw invalidInvitation();
  const referrer = await db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('referral_code', '=', code)
    .executeTakeFirst();
  if (referrer)
    return {
      code,
      kind: 'referral',
      points: REFERRAL_BONUS_POINTS,
      referrerId: referrer.id,
      referrerName: referrer.name.split(' ')[0] ?? referrer.name,
      invitationId: null,
    };
  const inv = await db.selectFrom('invitation_codes').selectAll().where('code', '=', code).executeTakeFirst();
  if (
    !inv ||
    (inv.expires_at && new Date(inv.expires_at).getTime() <= Date.now()) ||
    (inv.max_uses !== null && inv.uses >= inv.max_uses)
  )
    throw invalidInvitation();
  return { code, kind: 'invitation', points: inv.points, referrerId: null, referrerName: null, invitationId: inv.id };
}

export interface NewUser {
  name: string;
  email: string;
  mobile: string;
  passwordHash: string;
  emailVerified: boolean;
  invitation: ResolvedCode | null;
  identity?: { channel: SocialChannel; subject: string; email: string | null };
}

/** Creates the user (20001 if the email is taken), credits the invitation, links the identity, mails a welcome. */
export async function createUser(deps: AccountDeps, u: NewUser): Promise<number> {
  const { db } = deps;
  let userId: number | undefined;
  for (let attempt = 0; attempt < 5 && userId === undefined; attempt++) {
    try {
      userId = await db.transaction().execute(async (trx) => {
        const taken = await trx
          .selectFrom('users')
          .select('id')
          .where(sql<string>`lower(email)`, '=', emailKey(u.email))
          .executeTakeFirst();
        if (taken) throw emailExists();
        const inv = u.invitation;
        const row = await trx
          .insertInto('users')
          .values({
            email: u.email.trim(),
            name: u.name,
            mobile: u.mobile,
            password_hash: u.passwordHash,
            email_verified: u.emailVerified,
            referral_code: newReferralCode(u.name),
            points: inv?.points ?? 0,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (inv) {
          if (inv.invitationId !== null) {
            const used = await trx
              .updateTable('invitation_codes')
              .set({ uses: sql`uses + 1` })
              .where('id', '=', inv.invitationId)
              .where((eb) => eb.or([eb('max_uses', 'is', null), eb('uses', '<', eb.ref('max_uses'))]))
              .returning('id')
              .executeTakeFirst();
            if (!used) throw invalidInvitation();
          }
          await trx
            .insertInto('point_log')
            .values({
              user_id: row.id,
              delta: inv.points,
              reason: inv.kind === 'referral' ? 'signup_referral' : 'signup_invitation',
              ref: inv.code,
            })
            .execute();
          if (inv.referrerId !== null)
            await trx
              .insertInto('referrals')
              .values({ referrer_id: inv.referrerId, referee_id: row.id, code: inv.code })
              .execute();
        }
        if (u.identity)
          await trx
            .insertInto('user_identities')
            .values({
              user_id: row.id,
              channel: u.identity.channel,
              subject: u.identity.subject,
              email: u.identity.email,
            })
            .execute();
        return row.id;
      });
    } catch (err) {
      if (err instanceof ApiError) throw err;
      const msg = err instanceof Error ? err.message : '';
      if (/users_email_lower_idx/.test(msg)) throw emailExists();
      if (/referral_code/.test(msg)) continue; // referral code collision: draw another
      throw err;
    }
  }
  if (userId === undefined) throw new Error('could not allocate a referral code');
  const user = await loadUser(db, userId);
  await deps.mailer.send(await welcomeMail(deps, user));
  return userId;
}
