/**
 * The admin key of the api's own back-office endpoints (/inventory/stock): the header
 * `x-admin-key` must equal ADMIN_KEY. Without ADMIN_KEY configured they are open outside
 * production (development, tests) and closed in production.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '@tote/contract/codes';
import { ApiError } from '../../platform/http/errors.js';

export const ADMIN_KEY_HEADER = 'x-admin-key';

// Hashing first gives equal lengths, so the comparison time says nothing about the key.
const digest = (s: string): Buffer => createHash('sha256').update(s, 'utf8').digest();

/** The check of the route table's admin entries (features/auth installs it): 40000 unless the request may use them. */
export function adminKeyCheck(adminKey: string | undefined, production: boolean): (req: FastifyRequest) => void {
  const expected = adminKey ? digest(adminKey) : null;
  return (req) => {
    if (!expected) {
      if (production) throw new ApiError(ErrorCode.UNAUTHORIZED, 'This endpoint needs ADMIN_KEY to be configured.');
      return;
    }
    const given = req.headers[ADMIN_KEY_HEADER];
    const value = Array.isArray(given) ? given[0] : given;
    if (!value || !timingSafeEqual(digest(value), expected))
      throw new ApiError(ErrorCode.UNAUTHORIZED, 'A valid admin key is required.');
  };
}
