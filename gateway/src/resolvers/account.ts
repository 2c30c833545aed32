/**
 * Accounts: the viewer, its profile and notification settings, sign-in methods and referral codes.
 * The account mutations live in signIn.ts (sign-up, login, codes, social sign-in, log out, deletion)
 * and accountSettings.ts (profile, notifications, email subscription, mobile number).
 */
import { randomBytes } from 'node:crypto';
import type { SubStatus, UserInfo } from '@tote/contract/account';
import type { BodyShape as ContractBodyShape } from '@tote/contract/profile';
import * as rules from '@tote/contract/validation';
import type { BodyShape, LoginChannel, Resolvers, SubscriptionStatus } from '../__generated__/resolvers-types.js';
import { oauthCookie, safeReturnTo } from '../cookies.js';
import type { GatewayContext } from '../context.js';
import { Code, isUpstreamError } from '../errors.js';
import { callbackUri, SOCIAL_CHANNELS } from '../http/oauth.js';
import { toGlobalId } from '../ids.js';
import { loadViewer, refreshUserCookie, validateInput } from './session.js';

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
export const bodyShapeToContract = (b: BodyShape): ContractBodyShape =>
  (Object.keys(BODY_SHAPE) as ContractBodyShape[]).find((k) => BODY_SHAPE[k] === b)!;

const channelOf = (c: string): LoginChannel => c.toUpperCase() as LoginChannel;

/** Node resolution: only the viewer's own id resolves. */
export async function resolveUserNode(key: string, ctx: GatewayContext): Promise<UserInfo | null> {
  if (!/^[1-9]\d{0,9}$/.test(key)) return null;
  const me = await loadViewer(ctx);
  return me && me.userId === Number(key) ? me : null;
}

// ---- resolvers ---------------------------------------------------------------------------------------

export const accountResolvers: Resolvers = {
  Query: {
    viewer: async (_p, _a, ctx) => {
      const user = await loadViewer(ctx);
      if (user) refreshUserCookie(ctx, user);
      return user;
    },
    loginMethods: async (_p, { returnTo }, ctx) => {
      // The state travels to the provider and back; the HttpOnly cookie proves the browser that comes
      // back started here.
      const state = randomBytes(24).toString('base64url');
      ctx.responseCookies.push(oauthCookie({ state, returnTo: safeReturnTo(returnTo) }, ctx.secure));
      // One redirect URI per channel (/oauth/callback/{channel}); the api builds authorizeUrl for the one it is given.
      const lists = await Promise.all(
        SOCIAL_CHANNELS.map((ch) => ctx.loaders.loginMethods.load({ redirectUri: callbackUri(ctx.origin, ch), state })),
      );
      return (lists[0]?.list ?? []).map((m) => {
        const i = SOCIAL_CHANNELS.indexOf(m.channel as (typeof SOCIAL_CHANNELS)[number]);
        return i < 0 ? m : (lists[i]?.list.find((x) => x.channel === m.channel) ?? m);
      });
    },
    referralCode: async (_p, { code }, ctx) => {
      const checked = validateInput(rules.invitationCode, code);
      const invalid = (message: string) => ({
        valid: false,
        code: code.trim(),
        referrerName: null,
        bonusPoints: 0,
        message,
      });
      if (!checked.ok) return invalid(checked.userErrors[0]!.message);
      try {
        const r = await ctx.loaders.referralCodeCheck.load({ code: checked.data });
        const { referrerName, bonusPoints, message } = r;
        return { valid: true, code: r.code, referrerName, bonusPoints, message };
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
};
