/**
 * One-time verification codes (email and SMS): 6 digits, valid 10 minutes, stored as an HMAC,
 * 5 wrong tries per code. A new code for the same target+purpose replaces the previous one.
 */
import { sql } from 'kysely';
import { ErrorCode } from '@tote/contract/codes';
import type { Db } from '../../platform/db/schema.js';
import { ApiError } from '../../platform/http/errors.js';
import { sixDigits, type Signer } from './tokens.js';

export const CODE_TTL_SECONDS = 600;

export interface CodeKey {
  channel: 'email' | 'sms';
  target: string; // lower-case email or 10-digit mobile
  purpose: string;
  /** Binds the code to a user (mobile change): only that user's check finds it. */
  userId?: number | null;
}

const codeHash = (signer: Signer, k: CodeKey, code: string) =>
  signer.hmac(`code:${k.channel}:${k.target}:${k.purpose}:${code}`);

export async function issueCode(db: Db, signer: Signer, k: CodeKey): Promise<string> {
  const code = sixDigits();
  const hash = await codeHash(signer, k, code);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('verification_codes')
      .set({ consumed_at: sql`now()` })
      .where('channel', '=', k.channel)
      .where('target', '=', k.target)
      .where('purpose', '=', k.purpose)
      .where('consumed_at', 'is', null)
      .execute();
    await trx
      .insertInto('verification_codes')
      .values({
        channel: k.channel,
        target: k.target,
        purpose: k.purpose,
        user_id: k.userId ?? null,
        code_hash: hash,
        expires_at: new Date(Date.now() + CODE_TTL_SECONDS * 1000),
      })
      .execute();
  });
  return code;
}

export const codeInvalid = (
  msg = 'The verification code is incorrect or has expired. Please request a new one.',
): ApiError => new ApiError(ErrorCode.CODE_INVALID, msg);

/** Checks a code; `consume` uses it up on success. Throws 20020 when wrong, expired, used or out of tries. */
export async function checkCode(
  db: Db,
  signer: Signer,
  k: CodeKey,
  code: string,
  opts: { consume: boolean; maxAttempts: number },
): Promise<void> {
  let q = db
    .selectFrom('verification_codes')
    .select(['id', 'code_hash', 'attempts', 'expires_at'])
    .where('channel', '=', k.channel)
    .where('target', '=', k.target)
    .where('purpose', '=', k.purpose)
    .where('consumed_at', 'is', null);
  if (k.userId != null) q = q.where('user_id', '=', k.userId);
  const row = await q.orderBy('id', 'desc').limit(1).executeTakeFirst();
  if (!row || new Date(row.expires_at).getTime() <= Date.now()) throw codeInvalid();
  if (row.attempts >= opts.maxAttempts) throw codeInvalid('Too many incorrect attempts. Please request a new code.');
  if (row.code_hash !== (await codeHash(signer, k, code))) {
    const upd = await db
      .updateTable('verification_codes')
      .set({ attempts: sql`attempts + 1` })
      .where('id', '=', row.id)
      .returning('attempts')
      .executeTakeFirst();
    const left = opts.maxAttempts - (upd?.attempts ?? opts.maxAttempts);
    throw codeInvalid(
      left > 0 ? 'The verification code is incorrect.' : 'Too many incorrect attempts. Please request a new code.',
    );
  }
  if (opts.consume) {
    const used = await db
      .updateTable('verification_codes')
      .set({ consumed_at: sql`now()` })
      .where('id', '=', row.id)
      .where('consumed_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!used) throw codeInvalid();
  }
}
