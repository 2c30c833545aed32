/**
 * The account settings mutations of a signed-in shopper: the email subscription (also by an
 * unsubscribe link's token), the profile, notification settings and the mobile number. Input is
 * checked with the shared zod rules; a change answers the fresh `viewer`.
 */
import { accountsEmailV1, accountsProfileV1, accountsUserV1 } from '@tote/contract/v1/accounts';
import { z } from 'zod';
import type { ClothingSize, NotifyKey } from '@tote/contract/profile';
import type { ShoeSize } from '@tote/contract/sizes';
import * as rules from '@tote/contract/validation';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import { bodyShapeToContract } from './account.js';
import { accountCall, optional, retryAfterOf } from './accountCalls.js';
import { refreshUserCookie, reloadViewer, requireSignIn, validateInput } from './session.js';

export const accountSettingsResolvers: Resolvers = {
  Mutation: {
    editEmailSubscription: async (_p, { input }, ctx) => {
      const token = input.token?.trim() || undefined;
      if (!token) requireSignIn(ctx, accountsEmailV1.editSubscribe);
      const params = { subscribe: input.subscribe, ...(token ? { token } : {}) };
      const r = await accountCall(ctx, ctx.loaders.editSubscribe.load(params));
      if (!r.ok) {
        const userErrors = r.userErrors.map((e) => (e.code === '40001' ? { ...e, field: ['input', 'token'] } : e));
        return { email: null, subscribed: null, userErrors };
      }
      if (ctx.authToken) ctx.loaders.notifyConfig.clearAll();
      return { email: r.value.email, subscribed: r.value.subscribed, userErrors: [] };
    },
    updateProfile: async (_p, { input }, ctx) => {
      requireSignIn(ctx, accountsProfileV1.profileEdit);
      const v = validateInput(z.object({ name: optional(rules.name) }), { name: input.name });
      if (!v.ok) return { viewer: null, userErrors: v.userErrors };
      const params = {
        ...(v.data.name !== undefined ? { name: v.data.name } : {}),
        ...(input.nickname !== undefined ? { nickname: input.nickname } : {}),
        ...(input.birthYear !== undefined ? { birthYear: input.birthYear } : {}),
        ...(input.birthMonth !== undefined ? { birthMonth: input.birthMonth } : {}),
        ...(input.bodyShape !== undefined
          ? { bodyShape: input.bodyShape === null ? null : bodyShapeToContract(input.bodyShape) }
          : {}),
        ...(input.clothingSizes != null ? { clothingSizes: input.clothingSizes as ClothingSize[] } : {}),
        ...(input.shoeSizes != null ? { shoeSizes: input.shoeSizes as ShoeSize[] } : {}),
      };
      const r = await accountCall(ctx, ctx.loaders.profileEdit.load(params));
      if (!r.ok) return { viewer: null, userErrors: r.userErrors };
      ctx.loaders.profile.clearAll().prime({}, r.value);
      return { viewer: await reloadViewer(ctx), userErrors: [] };
    },
    updateNotificationSettings: async (_p, { input }, ctx) => {
      requireSignIn(ctx, accountsProfileV1.profileModifyNotifyConfig);
      const list = input.settings.map((s) => ({
        key: s.key as NotifyKey,
        ...(s.email != null ? { email: s.email } : {}),
        ...(s.sms != null ? { sms: s.sms } : {}),
      }));
      const r = await accountCall(ctx, ctx.loaders.modifyNotifyConfig.load({ list }));
      if (!r.ok) {
        const userErrors = r.userErrors.map((e) => (e.field ? e : { ...e, field: ['input', 'settings'] }));
        return { viewer: null, userErrors };
      }
      ctx.loaders.notifyConfig.clearAll().prime({}, r.value);
      return { viewer: await reloadViewer(ctx), userErrors: [] };
    },
    sendMobileCode: async (_p, { input }, ctx) => {
      requireSignIn(ctx, accountsProfileV1.mobileSendVerifyCode);
      const v = validateInput(z.object({ mobile: rules.mobile }), input);
      if (!v.ok) return { sent: false, resendAfterSeconds: null, userErrors: v.userErrors };
      const r = await accountCall(ctx, ctx.loaders.sendMobileCode.load(v.data));
      if (!r.ok) return { sent: false, resendAfterSeconds: retryAfterOf(r.userErrors), userErrors: r.userErrors };
      return { sent: true, resendAfterSeconds: r.value.resendAfterSeconds, userErrors: [] };
    },
    checkMobileCode: async (_p, { input }, ctx) => {
      requireSignIn(ctx, accountsProfileV1.mobileCheckVerifyCode);
      const v = validateInput(z.object({ mobile: rules.mobile, code: rules.verificationCode }), input);
      if (!v.ok) return { valid: false, userErrors: v.userErrors };
      const r = await accountCall(ctx, ctx.loaders.checkMobileCode.load(v.data));
      return r.ok ? { valid: true, userErrors: [] } : { valid: false, userErrors: r.userErrors };
    },
    changeMobile: async (_p, { input }, ctx) => {
      requireSignIn(ctx, accountsUserV1.modifyMobile);
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
