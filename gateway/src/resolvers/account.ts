/**
 * Accounts (issue 3): the viewer, sign-in methods, referral codes, and every account mutation.
 *
 * Each mutation validates its input with the shared zod rules of contract/src/validation.ts
 * (the same messages the web forms and the api show), then calls /v1. Codes the screen handles
 * become `userErrors`; 40000/60005 are UNAUTHENTICATED errors and clear the session cookies. A
 * Session from upstream sets the cookies (context.ts `startSession`).
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type {
  BodyShape as ContractBodyShape,
  ClothingSize,
  EmailCodePurpose as ContractPurpose,
  NotifyKey,
  Session,
  SubStatus,
  UserInfo,
} from '@tote/contract/account';
import * as rules from '@tote/contract/validation';
import type { BodyShape, EmailCodePurpose, LoginChannel, Resolvers, SubscriptionStatus } from '../__generated__/resolvers-types.js';
import { hashEmail, oauthCookie, readUserCookie, safeReturnTo, USER_COOKIE, userCookie } from '../cookies.js';
import { AUTH_COOKIE, endSession, startSession, type GatewayContext } from '../context.js';
import { Code, isUpstreamError, UpstreamError, USER_ERROR_CODES, type UserErrorShape } from '../errors.js';
import { callbackUri, SOCIAL_CHANNELS } from '../http/oauth.js';
import { toGlobalId } from '../ids.js';
import { asSignedIn, attempt, isAuthFailure, type Called } from './upstreamCalls.js';

// ---- enums ---------------------------------------------------------------------------------------

export const SUB_STATUS: Record<SubStatus, SubscriptionStatus> = {
  'Not Subscribed': 'NOT_SUBSCRIBED',
  Subscribed: 'SUBSCRIBED',
  Paused: 'PAUSED',
  Cancelled: 'CANCELLED',
};

const BODY_SHAPE: Record<ContractBodyShape, BodyShape> = {
  Apple: 'APPLE',
  Pear: 'PEAR',
  Hourglass: 'HOURGLASS',
  Straight: 'STRAIGHT',
  'Inverted Triangle': 'INVERTED_TRIANGLE',
};
const bodyShapeToContract = (b: BodyShape): ContractBodyShape => (Object.keys(BODY_SHAPE) as ContractBodyShape[]).find((k) => BODY_SHAPE[k] === b)!;

const purposeOf = (p: EmailCodePurpose): ContractPurpose => p.toLowerCase() as ContractPurpose;
const channelOf = (c: string): LoginChannel => c.toUpperCase() as LoginChannel;

// ---- validation → userErrors ------------------------------------------------------------------

type Checked<T> = { ok: true; data: T } | { ok: false; userErrors: UserErrorShape[] };

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

/** Blank or null → absent; otherwise the rule. */
const optional = <S extends z.ZodType>(s: S) =>
  z.preprocess((v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v), s.optional());
const ticket = z.string({ error: 'This sign-in has expired. Please start again.' }).min(1, { error: 'This sign-in has expired. Please start again.' });

/** Login and account deletion take the password or, when one is given, an emailed code instead. */
const usesCode = (input: { code?: string | null }) => input.code != null && input.code.trim() !== '';

// ---- upstream failures → userErrors ---------------------------------------------------------------

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
    case Code.BAD_REQUEST: {
      const f = MESSAGE_FIELD[e.content];
      return f ? ['input', f] : null;
    }
    default:
      return null;
  }
}

/** An upstream call of an account mutation: its screen codes → userErrors, the field from the api's message. */
const accountCall = <T>(ctx: GatewayContext, p: Promise<T>): Promise<Called<T>> => attempt(ctx, p, fieldOf, ACCOUNT_USER_ERROR_CODES);

/** [auth] mutations: no token → UNAUTHENTICATED at once (what /v1 would answer), without an upstream call. */
export function requireSignIn(ctx: GatewayContext, path: string): void {
  if (!ctx.authToken) throw new UpstreamError(Code.UNAUTHORIZED, 'toast', 'Please log in to continue.', path);
}

/** 42900 "… try again in N seconds." → N. */
function retryAfterOf(errors: UserErrorShape[]): number | null {
  const e = errors.find((x) => x.code === String(Code.TOO_MANY_REQUESTS));
  const m = e && /(\d+)\s*seconds?/.exec(e.message);
  return m ? Number(m[1]) : null;
}

// ---- the viewer -----------------------------------------------------------------------------------

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
function refreshUserCookie(ctx: GatewayContext, user: UserInfo): void {
  if (ctx.cookies[AUTH_COOKIE] === undefined || ctx.authToken !== ctx.cookies[AUTH_COOKIE]) return;
  const current = readUserCookie(ctx.cookies[USER_COOKIE]);
  if (!current || Date.parse(current.expiresAt) <= Date.now()) return;
  const same =
    current.userId === user.userId &&
    current.emailHash === hashEmail(user.email) &&
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

/** Node resolution: only the viewer's own id resolves. */
export async function resolveUserNode(key: string, ctx: GatewayContext): Promise<UserInfo | null> {
  if (!/^[1-9]\d{0,9}$/.test(key)) return null;
  const me = await loadViewer(ctx);
  return me && me.userId === Number(key) ? me : null;
}

// ---- resolvers ---------------------------------------------------------------------------------------

const signedIn = async (ctx: GatewayContext, p: Promise<Session>) => {
  const r = await accountCall(ctx, p);
  if (!r.ok) return { viewer: null, userErrors: r.userErrors };
  startSession(ctx, r.value);
  return { viewer: r.value.user, userErrors: [] };
};

export const accountResolvers: Resolvers = {
  Query: {
    viewer: async (_p, _a, ctx) => {
      const user = await loadViewer(ctx);
      if (user) refreshUserCookie(ctx, user);
      return user;
    },
    loginMethods: async (_p, { returnTo }, ctx) => {
      // The state travels to the provider and back; the HttpOnly cookie proves the browser that comes back started here.
      const state = randomBytes(24).toString('base64url');
      ctx.responseCookies.push(oauthCookie({ state, returnTo: safeReturnTo(returnTo) }, ctx.secure));
      // One redirect URI per channel (/oauth/callback/{channel}); the api builds authorizeUrl for the one it is given.
      const lists = await Promise.all(SOCIAL_CHANNELS.map((ch) => ctx.loaders.loginMethods.load({ redirectUri: callbackUri(ctx.origin, ch), state })));
      return (lists[0]?.list ?? []).map((m) => {
        const i = SOCIAL_CHANNELS.indexOf(m.channel as (typeof SOCIAL_CHANNELS)[number]);
        return i < 0 ? m : (lists[i]?.list.find((x) => x.channel === m.channel) ?? m);
      });
    },
    referralCode: async (_p, { code }, ctx) => {
      const checked = validateInput(rules.invitationCode, code);
      const invalid = (message: string) => ({ valid: false, code: code.trim(), referrerName: null, bonusPoints: 0, message });
      if (!checked.ok) return invalid(checked.userErrors[0]!.message);
      try {
        const r = await ctx.loaders.referralCodeCheck.load({ code: checked.data });
        return { valid: true, code: r.code, referrerName: r.referrerName, bonusPoints: r.bonusPoints, message: r.message };
      } catch (e) {
        if (isUpstreamError(e, 50005) || isUpstreamError(e, Code.BAD_REQUEST)) return invalid(e.content);
        throw e;
      }
    },
  },

  User: {
    id: (u) => toGlobalId('User', u.userId),
    mobileDisplay: (u) => rules.formatMobile(u.mobile),
    isMember: (u) => u.isMember === 1,
    subscriptionStatus: (u) => SUB_STATUS[u.subStatus] ?? 'NOT_SUBSCRIBED',
    pausedUntil: (u) => u.pausedExpired,
    isAIEnabled: (u) => u.isShowAI === 1,
    sizes: (u) => u.sizeList,
    subscribedToEmail: (u) => u.subscribeEmail,
    pointsValue: (u) => u.points / 100,
    loginChannels: (u) => u.loginChannels.map(channelOf),
    memberSince: (u) => u.createdAt,
    // Nullable: a failed call nulls only this field (and reports the error).
    profile: (_u, _a, { loaders }) => loaders.profile.load({}),
    notificationSettings: async (_u, _a, { loaders }) => (await loaders.notifyConfig.load({})).list,
  },
  Profile: {
    bodyShape: (p) => (p.bodyShape ? BODY_SHAPE[p.bodyShape] : null),
  },
  LoginMethod: {
    channel: (m) => channelOf(m.channel),
  },

  Mutation: {
    sendEmailCode: async (_p, { input }, ctx) => {
      const v = validateInput(z.object({ email: rules.email }), input);
      if (!v.ok) return { sent: false, resendAfterSeconds: null, userErrors: v.userErrors };
      const r = await accountCall(ctx, ctx.loaders.sendEmailCode.load({ email: v.data.email, purpose: purposeOf(input.purpose) }));
      if (!r.ok) return { sent: false, resendAfterSeconds: retryAfterOf(r.userErrors), userErrors: r.userErrors };
      return { sent: true, resendAfterSeconds: r.value.resendAfterSeconds, userErrors: [] };
    },
    validateEmailCode: async (_p, { input }, ctx) => {
      const v = validateInput(z.object({ email: rules.email, code: rules.verificationCode }), input);
      if (!v.ok) return { valid: false, userErrors: v.userErrors };
      const r = await accountCall(ctx, ctx.loaders.validateEmailCode.load({ ...v.data, purpose: purposeOf(input.purpose) }));
      return r.ok ? { valid: true, userErrors: [] } : { valid: false, userErrors: r.userErrors };
    },
    signUp: async (_p, { input }, ctx) => {
      const v = validateInput(rules.signUpForm, input);
      if (!v.ok) return { viewer: null, userErrors: v.userErrors };
      const { invitationCode, ...rest } = v.data;
      return signedIn(ctx, ctx.loaders.signUp.load({ ...rest, ...(invitationCode ? { invitationCode } : {}) }));
    },
    logIn: async (_p, { input }, ctx) => {
      const v = usesCode(input)
        ? validateInput(z.object({ email: rules.email, code: rules.verificationCode }), input)
        : validateInput(z.object({ email: rules.email, password: rules.password }), input);
      if (!v.ok) return { viewer: null, userErrors: v.userErrors };
      return signedIn(ctx, ctx.loaders.logIn.load(v.data));
    },
    unlockAccount: async (_p, { input }, ctx) => {
      const v = validateInput(z.object({ email: rules.email, code: rules.verificationCode }), input);
      if (!v.ok) return { viewer: null, userErrors: v.userErrors };
      return signedIn(ctx, ctx.loaders.unlock.load(v.data));
    },
    resetPassword: async (_p, { input }, ctx) => {
      const v = validateInput(rules.resetPasswordForm, input);
      if (!v.ok) return { viewer: null, userErrors: v.userErrors };
      return signedIn(ctx, ctx.loaders.resetPassword.load(v.data));
    },
    confirmSocialLogin: async (_p, { input }, ctx) => {
      const v = validateInput(z.object({ ticket, password: rules.password }), input);
      if (!v.ok) return { viewer: null, userErrors: v.userErrors };
      return signedIn(ctx, ctx.loaders.loginThirdConfirm.load(v.data));
    },
    completeSocialSignUp: async (_p, { input }, ctx) => {
      const schema = z.object({
        ticket,
        password: rules.newPassword,
        name: optional(rules.name),
        mobile: optional(rules.mobile),
        invitationCode: rules.optionalInvitationCode,
      });
      const v = validateInput(schema, input);
      if (!v.ok) return { viewer: null, userErrors: v.userErrors };
      const params = Object.fromEntries(Object.entries(v.data).filter(([, x]) => x !== undefined)) as typeof v.data & { ticket: string; password: string };
      return signedIn(ctx, ctx.loaders.loginThirdSetPassword.load(params));
    },
    logOut: async (_p, _a, ctx) => {
      try {
        if (ctx.authToken) await ctx.loaders.logOut.load({}); // revokes the token upstream
      } catch (e) {
        if (!isAuthFailure(e)) throw e; // an unknown or expired token: nothing left to revoke
      } finally {
        endSession(ctx); // the cookies go whatever the upstream says
      }
      return { loggedOut: true, userErrors: [] };
    },
    deleteAccount: async (_p, { input }, ctx) => {
      requireSignIn(ctx, '/user/delete');
      const v = usesCode(input) ? validateInput(z.object({ code: rules.verificationCode }), input) : validateInput(z.object({ password: rules.password }), input);
      if (!v.ok) return { deleted: false, userErrors: v.userErrors };
      const r = await accountCall(ctx, ctx.loaders.deleteAccount.load(v.data));
      if (!r.ok) return { deleted: false, userErrors: r.userErrors };
      endSession(ctx);
      return { deleted: true, userErrors: [] };
    },
    editEmailSubscription: async (_p, { input }, ctx) => {
      const token = input.token?.trim() || undefined;
      if (!token) requireSignIn(ctx, '/email/editSubscribe');
      const r = await accountCall(ctx, ctx.loaders.editSubscribe.load({ subscribe: input.subscribe, ...(token ? { token } : {}) }));
      if (!r.ok) return { email: null, subscribed: null, userErrors: r.userErrors.map((e) => (e.code === '40001' ? { ...e, field: ['input', 'token'] } : e)) };
      if (ctx.authToken) ctx.loaders.notifyConfig.clearAll();
      return { email: r.value.email, subscribed: r.value.subscribed, userErrors: [] };
    },
    updateProfile: async (_p, { input }, ctx) => {
      requireSignIn(ctx, '/profile/edit');
      const v = validateInput(z.object({ name: optional(rules.name) }), { name: input.name });
      if (!v.ok) return { viewer: null, userErrors: v.userErrors };
      const params = {
        ...(v.data.name !== undefined ? { name: v.data.name } : {}),
        ...(input.birthYear !== undefined ? { birthYear: input.birthYear } : {}),
        ...(input.birthMonth !== undefined ? { birthMonth: input.birthMonth } : {}),
        ...(input.bodyShape !== undefined ? { bodyShape: input.bodyShape === null ? null : bodyShapeToContract(input.bodyShape) } : {}),
        ...(input.clothingSizes != null ? { clothingSizes: input.clothingSizes as ClothingSize[] } : {}),
        ...(input.shoeSizes != null ? { shoeSizes: input.shoeSizes } : {}),
      };
      const r = await accountCall(ctx, ctx.loaders.profileEdit.load(params));
      if (!r.ok) return { viewer: null, userErrors: r.userErrors };
      ctx.loaders.profile.clearAll().prime({}, r.value);
      return { viewer: await reloadViewer(ctx), userErrors: [] };
    },
    updateNotificationSettings: async (_p, { input }, ctx) => {
      requireSignIn(ctx, '/profile/modify-notify-config');
      const list = input.settings.map((s) => ({
        key: s.key as NotifyKey,
        ...(s.email != null ? { email: s.email } : {}),
        ...(s.sms != null ? { sms: s.sms } : {}),
      }));
      const r = await accountCall(ctx, ctx.loaders.modifyNotifyConfig.load({ list }));
      if (!r.ok) return { viewer: null, userErrors: r.userErrors.map((e) => (e.field ? e : { ...e, field: ['input', 'settings'] })) };
      ctx.loaders.notifyConfig.clearAll().prime({}, r.value);
      return { viewer: await reloadViewer(ctx), userErrors: [] };
    },
    sendMobileCode: async (_p, { input }, ctx) => {
      requireSignIn(ctx, '/mobile/sendVerifyCode');
      const v = validateInput(z.object({ mobile: rules.mobile }), input);
      if (!v.ok) return { sent: false, resendAfterSeconds: null, userErrors: v.userErrors };
      const r = await accountCall(ctx, ctx.loaders.sendMobileCode.load(v.data));
      if (!r.ok) return { sent: false, resendAfterSeconds: retryAfterOf(r.userErrors), userErrors: r.userErrors };
      return { sent: true, resendAfterSeconds: r.value.resendAfterSeconds, userErrors: [] };
    },
    changeMobile: async (_p, { input }, ctx) => {
      requireSignIn(ctx, '/user/modifyMobile');
      const v = validateInput(z.object({ mobile: rules.mobile, code: rules.verificationCode }), input);
      if (!v.ok) return { viewer: null, userErrors: v.userErrors };
      const r = await accountCall(ctx, ctx.loaders.modifyMobile.load(v.data));
      if (!r.ok) return { viewer: null, userErrors: r.userErrors };
      ctx.loaders.profile.clearAll();
      ctx.loaders.profileInfo.clearAll().prime({}, r.value);
      refreshUserCookie(ctx, r.value);
      return { viewer: r.value, userErrors: [] };
    },
  },
};
