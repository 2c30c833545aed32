/**
 * The caller's session, as every domain's resolvers need it: check a mutation's input with the
 * shared zod rules, refuse an [auth] mutation without a token, and load (or reload) the signed-in
 * user, keeping the readable user-info cookie in step with what it shows.
 */
import type { AnyEndpoint } from '@tote/contract/v1/endpoint';
import { z } from 'zod';
import type { UserInfo } from '@tote/contract/account';
import { AUTH_COOKIE, parseUserCookie, USER_COOKIE } from '@tote/contract/cookies';
import { hashEmail, sha1Email, userCookie } from '../cookies.js';
import { endSession, type GatewayContext } from '../context.js';
import { Code, UpstreamError, type UserErrorShape } from '../errors.js';
import { asSignedIn } from './upstreamCalls.js';

export type Checked<T> = { ok: true; data: T } | { ok: false; userErrors: UserErrorShape[] };

/** Runs a shared zod schema over a mutation's input: one userError per failing field, `field: ["input", name]`. */
export function validateInput<S extends z.ZodType>(schema: S, input: unknown): Checked<z.output<S>> {
  const r = schema.safeParse(input);
  if (r.success) return { ok: true, data: r.data };
  const seen = new Set<string>();
  const userErrors: UserErrorShape[] = [];
  for (const issue of r.error.issues) {
    const field = ['input', ...issue.path.map(String)];
    const key = field.join('.');
    if (seen.has(key)) continue;
    seen.add(key);
    userErrors.push({ code: 'VALIDATION', field, message: issue.message });
  }
  return { ok: false, userErrors };
}

/** [auth] mutations: no token → UNAUTHENTICATED at once (what /v1 would answer), without an upstream call. */
export function requireSignIn(ctx: GatewayContext, entry: Pick<AnyEndpoint, 'path'>): void {
  if (!ctx.authToken) throw new UpstreamError(Code.UNAUTHORIZED, 'toast', 'Please log in to continue.', entry.path);
}

/** The signed-in user, or null: no token → no upstream call; 40000/60005 → null and the cookies cleared. */
export async function loadViewer(ctx: GatewayContext): Promise<UserInfo | null> {
  if (!ctx.authToken) {
    // A user-info cookie without its token (the token cookie went first): the web must not think it is signed in.
    if (ctx.cookies[USER_COOKIE]) endSession(ctx);
    return null;
  }
  return asSignedIn(ctx, () => ctx.loaders.profileInfo.load({}));
}

/** Rewrites the user-info cookie when what it shows changed (a new name, a membership change). */
export function refreshUserCookie(ctx: GatewayContext, user: UserInfo): void {
  if (ctx.cookies[AUTH_COOKIE] === undefined || ctx.authToken !== ctx.cookies[AUTH_COOKIE]) return;
  const current = parseUserCookie(ctx.cookies[USER_COOKIE]);
  // A cookie without a readable end date is left alone, like an expired one.
  if (!current || !(Date.parse(current.expiresAt) > Date.now())) return;
  const same =
    current.userId === user.userId &&
    current.emailHash === hashEmail(user.email) &&
    current.emailSha1 === sha1Email(user.email) &&
    current.name === user.name &&
    current.isMember === user.isMember &&
    current.subStatus === user.subStatus &&
    current.toteUpperLimit === user.toteUpperLimit;
  if (!same) ctx.responseCookies.push(userCookie(user, current.expiresAt, ctx.secure));
}

/** After a change to the user: the fresh UserInfo for the payload's `viewer`. */
export async function reloadViewer(ctx: GatewayContext): Promise<UserInfo | null> {
  ctx.loaders.profileInfo.clearAll();
  const user = await loadViewer(ctx);
  if (user) refreshUserCookie(ctx, user);
  return user;
}
