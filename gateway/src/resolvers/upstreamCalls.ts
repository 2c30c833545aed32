/**
 * How resolvers call the upstream api for a signed-in shopper: a mutation's call (`attempt`: the
 * codes a screen handles become userErrors) and a read a guest simply doesn't have (`asSignedIn`).
 * 40000 / 60005 end the session either way.
 */
import { endSession, type GatewayContext } from '../context.js';
import { Code, isUpstreamError, toUserErrors, UpstreamError, type UserErrorShape } from '../errors.js';

export const isAuthFailure = (e: unknown) =>
  isUpstreamError(e, Code.UNAUTHORIZED) || isUpstreamError(e, Code.TOKEN_EXPIRED);

export type Called<T> = { ok: true; value: T } | { ok: false; userErrors: UserErrorShape[] };

/**
 * An upstream call of a mutation: the `codes` a screen handles → userErrors (with `field`: a path
 * for a 40001 refusal, or a function choosing it per error); 40000/60005 end the session and
 * throw UNAUTHENTICATED; anything else throws.
 */
export async function attempt<T>(
  ctx: GatewayContext,
  p: Promise<T>,
  field: string[] | null | ((e: UpstreamError) => string[] | null),
  codes: ReadonlySet<number>,
): Promise<Called<T>> {
  try {
    return { ok: true, value: await p };
  } catch (e) {
    if (isAuthFailure(e)) {
      if (ctx.authToken) endSession(ctx);
      throw e;
    }
    const f = !(e instanceof UpstreamError)
      ? null
      : typeof field === 'function'
        ? field(e)
        : e.code === Code.BAD_REQUEST
          ? field
          : null;
    return { ok: false, userErrors: toUserErrors(e, f, codes) };
  }
}

/** A read for a signed-in shopper that a guest (or an expired session) simply does not have: null. */
export async function asSignedIn<T>(ctx: GatewayContext, load: () => Promise<T>): Promise<T | null> {
  if (!ctx.authToken) return null;
  try {
    return await load();
  } catch (e) {
    if (isAuthFailure(e)) {
      endSession(ctx);
      return null;
    }
    throw e;
  }
}

export const validationError = (field: string[], message: string): UserErrorShape => ({
  code: 'VALIDATION',
  field,
  message,
});
