/**
 * Errors and their HTTP status.
 *
 * Rule: the envelope's `code` is what clients act on. Codes that say the HTTP exchange itself
 * went wrong carry the matching HTTP status — 40001 bad request → 400, 40004 unknown path → 404,
 * 40005 wrong method → 405, 40000 unauthorized → 401, 42900 rate limited → 429, 60001 server error → 500. Every
 * business outcome (20xxx data, 21xxx tote, 22xxx share, 30xxx payment, 50xxx promo, 60005, 70003 off shelf) is a
 * well-formed answer and goes out as HTTP 200.
 */
import { ErrorCode } from '@tote/contract/codes';
import type { MessageAction } from '@tote/contract/envelope';

const HTTP_STATUS: Partial<Record<ErrorCode, number>> = {
  [ErrorCode.BAD_REQUEST]: 400,
  [ErrorCode.UNAUTHORIZED]: 401,
  [ErrorCode.UNKNOWN_PATH]: 404,
  [ErrorCode.METHOD_NOT_ALLOWED]: 405,
  [ErrorCode.TOO_MANY_REQUESTS]: 429,
  [ErrorCode.SERVER_ERROR]: 500,
};

export function httpStatusFor(code: ErrorCode): number {
  return HTTP_STATUS[code] ?? 200;
}

/** A failure the api means to report: becomes an envelope with this code and message. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly action: MessageAction = 'toast',
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const notFound = (what: string): ApiError => new ApiError(ErrorCode.DATA_NOT_FOUND, `${what} not found`);
export const badRequest = (message: string): ApiError => new ApiError(ErrorCode.BAD_REQUEST, message);
export const offShelf = (): ApiError =>
  new ApiError(ErrorCode.PRODUCT_OFF_SHELF, 'This product is no longer available', 'redirect');
