/**
 * Password hashing with node:crypto scrypt (memory-hard) and a random 16-byte salt per hash.
 * Stored as `scrypt$N$r$p$salt$hash` (base64url) so parameters can be raised later and old hashes
 * still verify. Parameters: N=2^15, r=8, p=3 — one of OWASP's equivalent settings to N=2^17,p=1
 * at 32 MiB per hash (~250 ms of CPU on a CI core). The test suites sign up and log in hundreds of times, so outside
 * production PASSWORD_HASH_COST=test hashes with N=2^10, p=1 (~1 ms); production refuses that setting.
 */
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { PasswordHashCost } from '../../platform/config.js';

const PARAMS: Record<PasswordHashCost, { N: number; r: number; p: number }> = {
  standard: { N: 2 ** 15, r: 8, p: 3 },
  test: { N: 2 ** 10, r: 8, p: 1 },
};
const KEY_LEN = 32;

function scrypt(password: string, salt: Buffer, opts: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCb(
      password.normalize('NFKC'),
      salt,
      KEY_LEN,
      { ...opts, maxmem: 256 * opts.N! * opts.r! + 1024 * 1024 },
      (err, key) => (err ? reject(err) : resolve(key)),
    ),
  );
}

export async function hashPassword(password: string, cost: PasswordHashCost = 'standard'): Promise<string> {
  const { N, r, p } = PARAMS[cost];
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, { N, r, p });
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (!stored) return false;
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [n, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const salt = Buffer.from(parts[4]!, 'base64url');
  const expected = Buffer.from(parts[5]!, 'base64url');
  const key = await scrypt(password, salt, { N: n, r, p });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
