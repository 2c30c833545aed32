/**
 * The sign-in mutations: emailed codes, sign-up, login, unlock, password reset, social sign-in,
 * log out and account deletion.
 *
 * Each validates its input with the shared zod rules of the contract (the same messages the web
 * forms and the api show), then calls /v1. Codes the screen handles become `userErrors`;
 * 40000/60005 are UNAUTHENTICATED errors and clear the session cookies. A Session from upstream
 * sets the cookies (`startSession`).
 */
import { accountsUserV1 } from '@tote/contract/v1/accounts';
import { z } from 'zod';
import type { EmailCodePurpose as ContractPurpose, Session } from '@tote/contract/account';
import * as rules from '@tote/contract/validation';
import type { EmailCodePurpose, Resolvers } from '../__generated__/resolvers-types.js';
import { endSession, startSession, type GatewayContext } from '../context.js';
import { accountCall, optional, retryAfterOf, usesCode } from './accountCalls.js';
import { requireSignIn, validateInput } from './session.js';
import { isAuthFailure } from './upstreamCalls.js';

const purposeOf = (p: EmailCodePurpose): ContractPurpose => p.toLowerCase() as ContractPurpose;
const EXPIRED_TICKET = 'This sign-in has expired. Please start again.';
const ticket = z.string({ error: EXPIRED_TICKET }).min(1, { error: EXPIRED_TICKET });

const signedIn = async (ctx: GatewayContext, p: Promise<Session>) => {
  const r = await accountCall(ctx, p);
  if (!r.ok) return { viewer: null, userErrors: r.userErrors };
  startSession(ctx, r.value);
  return { viewer: r.value.user, userErrors: [] };
};

export const signInResolvers: Resolvers = {
  Mutation: {
    sendEmailCode: async (_p, { input }, ctx) => {
      const v = validateInput(z.object({ email: rules.email }), input);
      if (!v.ok) return { sent: false, resendAfterSeconds: null, userErrors: v.userErrors };
      const params = { email: v.data.email, purpose: purposeOf(input.purpose) };
      const r = await accountCall(ctx, ctx.loaders.sendEmailCode.load(params));
      if (!r.ok) return { sent: false, resendAfterSeconds: retryAfterOf(r.userErrors), userErrors: r.userErrors };
      return { sent: true, resendAfterSeconds: r.value.resendAfterSeconds, userErrors: [] };
    },
    validateEmailCode: async (_p, { input }, ctx) => {
      const v = validateInput(z.object({ email: rules.email, code: rules.verificationCode }), input);
      if (!v.ok) return { valid: false, userErrors: v.userErrors };
      const params = { ...v.data, purpose: purposeOf(input.purpose) };
      const r = await accountCall(ctx, ctx.loaders.validateEmailCode.load(params));
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
      const given = Object.entries(v.data).filter(([, x]) => x !== undefined);
      const params = Object.fromEntries(given) as typeof v.data & { ticket: string; password: string };
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
      requireSignIn(ctx, accountsUserV1.delete);
      const v = usesCode(input)
        ? validateInput(z.object({ code: rules.verificationCode }), input)
        : validateInput(z.object({ password: rules.password }), input);
      if (!v.ok) return { deleted: false, userErrors: v.userErrors };
      const r = await accountCall(ctx, ctx.loaders.deleteAccount.load(v.data));
      if (!r.ok) return { deleted: false, userErrors: r.userErrors };
      endSession(ctx);
      return { deleted: true, userErrors: [] };
    },
  },
};
