/**
 * How the account mutations call /v1 and read their input: the codes an account screen handles
 * become userErrors on the field the code (or the api's message) is about; blank optional fields
 * count as absent; login and account deletion take a password or an emailed code.
 */
import { z } from 'zod';
import * as rules from '@tote/contract/validation';
import type { GatewayContext } from '../context.js';
import { Code, USER_ERROR_CODES, type UpstreamError, type UserErrorShape } from '../errors.js';
import { attempt, type Called } from './upstreamCalls.js';

/** Codes an account screen handles: the shared ones plus 40001 (a parameter the api refused). */
export const ACCOUNT_USER_ERROR_CODES: ReadonlySet<number> = new Set([...USER_ERROR_CODES, Code.BAD_REQUEST]);

const MESSAGE_FIELD: Record<string, string> = {};
for (const [key, message] of Object.entries(rules.Messages)) {
  const field = /^(name|email|mobile|password|code|invitationCode)/.exec(key)?.[1];
  if (field) MESSAGE_FIELD[message] = field;
}

function fieldOf(e: UpstreamError): string[] | null {
  switch (e.code) {
    case Code.EMAIL_EXISTS:
    case Code.EMAIL_NOT_FOUND:
      return ['input', 'email'];
    case Code.WRONG_CREDENTIALS:
      return ['input', 'password'];
    case Code.CODE_INVALID:
      return ['input', 'code'];
    case Code.INVALID_INVITATION:
      return ['input', 'invitationCode'];
    case Code.INVALID_NICKNAME:
      return ['input', 'nickname'];
    case Code.BAD_REQUEST: {
      const f = MESSAGE_FIELD[e.content];
      return f ? ['input', f] : null;
    }
    default:
      return null;
  }
}

/** An upstream call of an account mutation: its screen codes → userErrors, the field from the api's message. */
export const accountCall = <T>(ctx: GatewayContext, p: Promise<T>): Promise<Called<T>> =>
  attempt(ctx, p, fieldOf, ACCOUNT_USER_ERROR_CODES);

/** 42900 "… try again in N seconds." → N. */
export function retryAfterOf(errors: UserErrorShape[]): number | null {
  const e = errors.find((x) => x.code === String(Code.TOO_MANY_REQUESTS));
  const m = e && /(\d+)\s*seconds?/.exec(e.message);
  return m ? Number(m[1]) : null;
}

/** Blank or null → absent; otherwise the rule. */
export const optional = <S extends z.ZodType>(s: S) =>
  z.preprocess((v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v), s.optional());

/** Login and account deletion take the password or, when one is given, an emailed code instead. */
export const usesCode = (input: { code?: string | null }) => input.code != null && input.code.trim() !== '';
