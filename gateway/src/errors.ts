/**
 * Every mapping from /v1 failures to what GraphQL clients see, in one place.
 *
 * - Upstream failures are GraphQL errors whose `extensions` carry a stable `code`, the `upstreamCode`, and the
 *   upstream message's `action` and `content`. The codes of SPEC §8's table have fixed reactions (NOT_FOUND,
 *   UNAUTHENTICATED, SHARE_EXPIRED, INTERNAL…); any other business code is REFUSED, and a client follows its
 *   message.action (toast, log, redirect, back).
 * - Codes a screen handles (the spec's "left to the calling screen", and each resolver's own) become `userErrors`
 *   in mutation payloads (`toUserErrors`), unless the api's action is a navigation.
 * - 20003 "data not found" makes a nullable field null (`nullIfNotFound`).
 */
import { GraphQLError } from 'graphql';
import { ErrorCode as Code } from '@tote/contract/codes';
import type { MessageAction } from '@tote/contract/envelope';

export { Code };

export type GatewayErrorCode =
  | 'NOT_FOUND'
  | 'UNAUTHENTICATED'
  | 'SHARE_EXPIRED'
  | 'BAD_USER_INPUT'
  | 'TOO_MANY_REQUESTS'
  | 'INTERNAL'
  | 'NETWORK_ERROR'
  | 'REFUSED';

/** Answers that mean the api or the gateway is broken, not a refusal: INTERNAL (the client's /500). */
const BROKEN: ReadonlySet<number> = new Set([Code.SERVER_ERROR, Code.UNKNOWN_PATH, Code.METHOD_NOT_ALLOWED]);
const KNOWN: ReadonlySet<number> = new Set(Object.values(Code));

/** The GraphQL `extensions.code` of an upstream code that reaches the client as an error. */
export function errorCodeFor(upstreamCode: number): GatewayErrorCode {
  switch (upstreamCode) {
    case Code.PRODUCT_OFF_SHELF:
    case Code.DATA_NOT_FOUND:
      return 'NOT_FOUND';
    case Code.UNAUTHORIZED:
    case Code.TOKEN_EXPIRED:
      return 'UNAUTHENTICATED';
    case Code.SHARE_EXPIRED:
    case Code.SHARE_OVERDUE:
      return 'SHARE_EXPIRED';
    case Code.BAD_REQUEST:
      return 'BAD_USER_INPUT';
    case Code.TOO_MANY_REQUESTS:
      return 'TOO_MANY_REQUESTS';
    default:
      // A business refusal the client reacts to by its message.action; 60001, a path or method the api does not
      // know (the gateway's bug) and any code not in the contract are INTERNAL.
      return KNOWN.has(upstreamCode) && !BROKEN.has(upstreamCode) ? 'REFUSED' : 'INTERNAL';
  }
}

/** The api asks the client to go somewhere (SPEC §8 'redirect', 'back'): no screen shows that inline. */
export const navigates = (e: UpstreamError): boolean =>
  (e.action === 'redirect' || e.action === 'back') && errorCodeFor(e.code) === 'REFUSED';

/** A /v1 call answered with a non-zero code. */
export class UpstreamError extends GraphQLError {
  constructor(
    readonly code: number,
    readonly action: MessageAction,
    readonly content: string,
    /** The /v1 path that answered (not the GraphQL `path`). */
    readonly upstreamPath: string,
  ) {
    super(content || `Upstream error ${code}`, {
      extensions: { code: errorCodeFor(code), upstreamCode: code, action, content },
    });
    this.name = 'UpstreamError';
  }
}

export const NETWORK_ERROR_MESSAGE = 'Network Error. Please try again later.';
/** What a client is told in production of the api's own failure (60001), whatever its text said. */
export const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again later.';

/**
 * Production: an upstream 60001 (a failure inside the api, or an answer that was not an envelope)
 * reaches the client as the generic sentence; its own text stays in the logs. Other errors as they are.
 */
export function withoutUpstreamText(error: GraphQLError): GraphQLError {
  const original = error.originalError ?? error;
  if (!(original instanceof UpstreamError) || original.code !== Code.SERVER_ERROR) return error;
  return new GraphQLError(SERVER_ERROR_MESSAGE, {
    nodes: error.nodes,
    path: error.path,
    extensions: { ...error.extensions, content: SERVER_ERROR_MESSAGE },
  });
}

/** The upstream could not be reached or did not answer in time. */
export class NetworkError extends GraphQLError {
  constructor(
    readonly upstreamPath: string,
    cause?: unknown,
  ) {
    super(NETWORK_ERROR_MESSAGE, { extensions: { code: 'NETWORK_ERROR' } });
    this.name = 'NetworkError';
    if (cause !== undefined) Object.defineProperty(this, 'cause', { value: cause, enumerable: false });
  }
}

export function badUserInput(message: string, field?: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', ...(field ? { field } : {}) } });
}

export function isUpstreamError(e: unknown, code?: number): e is UpstreamError {
  return e instanceof UpstreamError && (code === undefined || e.code === code);
}

/** 20003 (data not found) → null; every other failure propagates. */
export async function nullIfNotFound<T>(p: Promise<T>): Promise<T | null> {
  try {
    return await p;
  } catch (e) {
    if (isUpstreamError(e, Code.DATA_NOT_FOUND)) return null;
    throw e;
  }
}

/** Codes the spec leaves "to the calling screen": they become `userErrors` in mutation payloads. */
export const USER_ERROR_CODES: ReadonlySet<number> = new Set([
  Code.EMAIL_EXISTS,
  Code.EMAIL_NOT_FOUND,
  Code.WRONG_CREDENTIALS,
  Code.NOT_IN_WAITLIST,
  Code.WAITING_IN_WAITLIST,
  Code.INVALID_NICKNAME,
  Code.CODE_INVALID,
  Code.ACCOUNT_LOCKED,
  Code.THIRD_PARTY_FAILED,
  Code.TOO_MANY_REQUESTS,
  Code.INVALID_PROMO,
  Code.PROMO_USED,
  Code.PROMO_EXCLUDES_PRODUCT,
  Code.INSUFFICIENT_POINTS,
  Code.PROMO_FIRST_SUBSCRIPTION_ONLY,
  Code.INVALID_INVITATION,
  Code.GIFT_CARD_UNKNOWN,
  Code.GIFT_CARD_REDEEMED,
  Code.GIFT_CARD_EXPIRED,
]);

export interface UserErrorShape {
  code: string;
  field: string[] | null;
  message: string;
}

/**
 * For mutation resolvers: an upstream failure the screen handles becomes `userErrors`; anything else
 * is rethrown (and reaches the client as a GraphQL error with its code). So is one whose message is a
 * navigation ('redirect' to a URL, 'back'): the client's error reactions carry it out, the screen shows nothing.
 *
 *   try {
 *     ...;
 *     return { tote, userErrors: [] };
 *   } catch (e) {
 *     return { tote: null, userErrors: toUserErrors(e, ['input', 'code']) };
 *   }
 */
export function toUserErrors(
  e: unknown,
  field: string[] | null = null,
  codes: ReadonlySet<number> = USER_ERROR_CODES,
): UserErrorShape[] {
  if (e instanceof UpstreamError && codes.has(e.code) && !navigates(e)) {
    return [{ code: String(e.code), field, message: e.content }];
  }
  throw e;
}
