/**
 * Random tokens, hashes and HMAC-signed tokens. The signing secret is AUTH_SECRET when set,
 * otherwise a random secret kept in the database (app_secrets), so signed links survive restarts
 * and are shared by every api instance on one database. An AUTH_SECRET shorter than 32 bytes is not
 * used (main.ts warns; production refuses to start with it: production.ts).
 */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../platform/db/schema.js';

export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');
export const sha256 = (s: string): string => createHash('sha256').update(s).digest('hex');
export const sixDigits = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

export const AUTH_SECRET_MIN_BYTES = 32;

export const authSecretTooShort = (secret: string | undefined): boolean =>
  !secret || Buffer.byteLength(secret, 'utf8') < AUTH_SECRET_MIN_BYTES;

export async function loadAppSecret(db: Db, given: string | undefined): Promise<string> {
  if (given && !authSecretTooShort(given)) return given;
  await db
    .insertInto('app_secrets')
    .values({ name: 'auth', value: randomToken(48) })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  return (await db.selectFrom('app_secrets').select('value').where('name', '=', 'auth').executeTakeFirstOrThrow())
    .value;
}

/** HMAC signing with the app secret, loaded on first use (so building the api needs no database round trip). */
export class Signer {
  #secret: Promise<string> | null = null;
  constructor(private readonly load: () => Promise<string>) {}

  #key(): Promise<string> {
    this.#secret ??= this.load().catch((err: unknown) => {
      this.#secret = null;
      throw err;
    });
    return this.#secret;
  }

  async hmac(s: string): Promise<string> {
    return createHmac('sha256', await this.#key())
      .update(s)
      .digest('base64url');
  }

  /** `payload.signature`; payload is base64url JSON with `p` (purpose) and `exp` (ms epoch, optional). */
  async sign(purpose: string, data: Record<string, unknown>, ttlMs?: number): Promise<string> {
    const body = Buffer.from(
      JSON.stringify({ ...data, p: purpose, ...(ttlMs ? { exp: Date.now() + ttlMs } : {}) }),
    ).toString('base64url');
    return `${body}.${await this.hmac(body)}`;
  }

  /** The payload when the signature is good, the purpose matches and it has not expired; else null. */
  async verify<T extends Record<string, unknown>>(purpose: string, token: string): Promise<T | null> {
    const [body, sig, extra] = token.split('.');
    if (!body || !sig || extra !== undefined) return null;
    const want = Buffer.from(await this.hmac(body));
    const got = Buffer.from(sig);
    if (want.length !== got.length || !timingSafeEqual(want, got)) return null;
    try {
      const data = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>;
      if (data.p !== purpose) return null;
      if (typeof data.exp === 'number' && data.exp < Date.now()) return null;
      return data as T;
    } catch {
      return null;
    }
  }
}
