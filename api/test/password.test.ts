/** Passwords are hashed with scrypt at the cost the settings give; any stored cost still verifies. */
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../src/features/auth/password.js';

describe('password hashes', () => {
  it('standard cost by default: N=2^15, r=8, p=3 in the stored parameters', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(stored).toMatch(/^scrypt\$32768\$8\$3\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse batterY', stored)).toBe(false);
  });

  it("the test suites' cost is cheaper, and verifies by the parameters it stored", async () => {
    const stored = await hashPassword('correct horse battery', 'test');
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('wrong', stored)).toBe(false);
    expect(await verifyPassword('correct horse battery', null)).toBe(false);
  });

  it('a fresh salt for every hash', async () => {
    expect(await hashPassword('same', 'test')).not.toBe(await hashPassword('same', 'test'));
  });
});
