/** The /v1 endpoints of the api's accounts feature (api/src/features/accounts/). */
import { LIST_PAGE_SIZE_MAX, bool, csv, httpUrl, int, optStr, str } from '../params.js';
import { SHOE_SIZE_LABELS } from '../sizes.js';
import {
  EMAIL_MAX,
  email,
  invitationCode,
  mobile,
  name,
  newPassword,
  optionalInvitationCode,
  password,
  resetPasswordForm,
  signUpForm,
  verificationCode,
} from '../validation.js';
import { z } from 'zod';
import { SOCIAL_CHANNELS } from '../account.js';
import { INVITE_NOTE_MAX, inviteEmails } from '../invites.js';
import { endpoint } from './endpoint.js';
import type {
  CodeSent,
  CodeValid,
  Deleted,
  EmailCodePurpose,
  EmailReferralResult,
  LoggedOut,
  OutboxResponse,
  Session,
  SocialChannel,
  SubscribeState,
  UserInfo,
} from '../account.js';
import type { PointBalance, ReferralCodeCheck } from '../points.js';
import type { BodyShape, ClothingSize, NotifyConfig, NotifyKey, Profile, ProfileInfoResponse } from '../profile.js';
import { NOTIFY_SETTINGS } from '../profile.js';
import type { LoginThirdResult, MethodListResponse } from '../social-sign-in.js';

const PURPOSES = ['signup', 'login', 'reset', 'unlock', 'delete'] as const satisfies readonly EmailCodePurpose[];
const purpose = z.enum(PURPOSES, { error: `Invalid parameter purpose: use one of ${PURPOSES.join(', ')}` });
const BODY_SHAPES = [
  'Apple',
  'Pear',
  'Hourglass',
  'Straight',
  'Inverted Triangle',
] as const satisfies readonly BodyShape[];
const CLOTHING_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const satisfies readonly ClothingSize[];
const NOTIFY_KEYS = NOTIFY_SETTINGS.map((n) => n.key) as [NotifyKey, ...NotifyKey[]];
/** One of SOCIAL_CHANNELS. */
export const socialChannel = z.enum(SOCIAL_CHANNELS as [SocialChannel, ...SocialChannel[]]);

/** features/accounts/dev-outbox-routes.ts */
export const accountsDevOutboxV1 = {
  outbox: endpoint<OutboxResponse>()({
    path: '/dev/outbox',
    methods: ['GET'],
    access: 'viewer',
    params: z.object({
      email: optStr(EMAIL_MAX),
      mobile: optStr(40),
      limit: int(1, LIST_PAGE_SIZE_MAX).optional(),
    }),
  }),
};

/** features/accounts/email-routes.ts */
export const accountsEmailV1 = {
  /** /email/send-verification-code. signup: 20001 when taken; other purposes: 20008 when unknown. */
  sendVerificationCode: endpoint<CodeSent>()({
    path: '/email/send-verification-code',
    methods: ['POST'],
    access: 'viewer',
    params: z.object({ email, purpose }),
  }),
  /** /email/validate-code: checks without using the code up (a wrong try still counts). 20020 when wrong. */
  validateCode: endpoint<CodeValid>()({
    path: '/email/validate-code',
    methods: ['POST'],
    access: 'viewer',
    params: z.object({ email, purpose, code: verificationCode }),
  }),
  /**
   * /email/editSubscribe: marketing mail on/off. Either `token` (the signed token of an email link: /email-
   * unsubscribed?token=… or /resubscribe?token=…) or the session user [auth when no token]. Bad token → 40001.
   */
  editSubscribe: endpoint<SubscribeState>()({
    path: '/email/editSubscribe',
    methods: ['POST'],
    access: 'viewer',
    params: z.object({ subscribe: bool(), token: optStr(2000) }),
  }),
  /** /email/referral [auth]: mails the user's referral link to up to 10 friends. */
  referral: endpoint<EmailReferralResult>()({
    path: '/email/referral',
    methods: ['POST'],
    access: 'shopper',
    params: z.object({ emails: inviteEmails, note: optStr(INVITE_NOTE_MAX) }),
  }),
};

/** features/accounts/profile-routes.ts */
export const accountsProfileV1 = {
  profileInfo: endpoint<ProfileInfoResponse>()({
    path: '/profile/info',
    methods: ['GET', 'POST'],
    access: 'shopper',
    params: z.object({}),
  }),
  profileQuery: endpoint<Profile>()({
    path: '/profile/query',
    methods: ['GET', 'POST'],
    access: 'shopper',
    params: z.object({}),
  }),
  /**
   * /profile/edit: any subset; null clears. → Profile. name follows validation.ts `name`; nickname (blank clears) the
   * rules of nickname.ts, else 20018 with their message.
   */
  profileEdit: endpoint<Profile>()({
    path: '/profile/edit',
    methods: ['POST'],
    access: 'shopper',
    params: z.object({
      name: name.optional(),
      nickname: z.string().max(200).nullable().optional(),
      birthYear: int(1970, 2024).nullable().optional(),
      birthMonth: int(1, 12).nullable().optional(),
      bodyShape: z.enum(BODY_SHAPES).nullable().optional(),
      clothingSizes: csv(z.enum(CLOTHING_SIZES), 6).optional(),
      shoeSizes: csv(z.enum(SHOE_SIZE_LABELS), SHOE_SIZE_LABELS.length).optional(),
    }),
  }),
  profileQueryNotifyConfig: endpoint<NotifyConfig>()({
    path: '/profile/query-notify-config',
    methods: ['GET', 'POST'],
    access: 'shopper',
    params: z.object({}),
  }),
  /** /profile/modify-notify-config {list: [{key, email?, sms?}]} → NotifyConfig. */
  profileModifyNotifyConfig: endpoint<NotifyConfig>()({
    path: '/profile/modify-notify-config',
    methods: ['POST'],
    access: 'shopper',
    params: z.object({
      list: z
        .array(z.object({ key: z.enum(NOTIFY_KEYS), email: bool().optional(), sms: bool().optional() }))
        .min(1)
        .max(NOTIFY_SETTINGS.length),
    }),
  }),
  mobileSendVerifyCode: endpoint<CodeSent>()({
    path: '/mobile/sendVerifyCode',
    methods: ['POST'],
    access: 'shopper',
    params: z.object({ mobile }),
  }),
  /** /mobile/checkVerifyCode {mobile, code} → CodeValid (does not use the code up; 20020 when wrong). */
  mobileCheckVerifyCode: endpoint<CodeValid>()({
    path: '/mobile/checkVerifyCode',
    methods: ['POST'],
    access: 'shopper',
    params: z.object({ mobile, code: verificationCode }),
  }),
  pointReferralCodeCheck: endpoint<ReferralCodeCheck>()({
    path: '/point/referral/code-check',
    methods: ['GET', 'POST'],
    access: 'viewer',
    params: z.object({ code: invitationCode }),
  }),
  pointQuery: endpoint<PointBalance>()({
    path: '/point/query',
    methods: ['GET', 'POST'],
    access: 'shopper',
    params: z.object({}),
  }),
};

/** features/accounts/third-routes.ts */
export const accountsThirdV1 = {
  /** /user/login/methodList (GET ok). redirectUri + state are needed for `authorizeUrl`. */
  loginMethodList: endpoint<MethodListResponse>()({
    path: '/user/login/methodList',
    methods: ['GET', 'POST'],
    access: 'viewer',
    params: z.object({ redirectUri: httpUrl.optional(), state: optStr(500) }),
  }),
  loginThird: endpoint<LoginThirdResult>()({
    path: '/user/loginThird',
    methods: ['POST'],
    access: 'viewer',
    params: z.object({ channel: socialChannel, code: str(4000), redirectUri: httpUrl }),
  }),
  /** /user/loginThird/confirm → Session (20011 wrong password, 20022 bad ticket). */
  loginThirdConfirm: endpoint<Session>()({
    path: '/user/loginThird/confirm',
    methods: ['POST'],
    access: 'viewer',
    params: z.object({ ticket: str(4000), password }),
  }),
  /** /user/loginThird/setPassword → Session (20001 if the email got taken meanwhile, 50005, 20022). */
  loginThirdSetPassword: endpoint<Session>()({
    path: '/user/loginThird/setPassword',
    methods: ['POST'],
    access: 'viewer',
    params: z.object({
      ticket: str(4000),
      password: newPassword,
      name: name.optional(),
      mobile: mobile.optional(),
      invitationCode: optionalInvitationCode,
    }),
  }),
};

/** features/accounts/user-routes.ts */
export const accountsUserV1 = {
  /** /user/sign-up → Session. 20001 email taken; 20020 bad code; 50005 bad invitation code. */
  signUp: endpoint<Session>()({
    path: '/user/sign-up',
    methods: ['POST'],
    access: 'viewer',
    params: signUpForm,
  }),
  /** /user/login → Session. Exactly one of password / code. */
  login: endpoint<Session>()({
    path: '/user/login',
    methods: ['POST'],
    access: 'viewer',
    params: z.object({ email, password: password.optional(), code: verificationCode.optional() }),
  }),
  /** /user/unlock {email, code (purpose 'unlock')} → Session. */
  unlock: endpoint<Session>()({
    path: '/user/unlock',
    methods: ['POST'],
    access: 'viewer',
    params: z.object({ email, code: verificationCode }),
  }),
  logOut: endpoint<LoggedOut>()({
    path: '/user/log-out',
    methods: ['POST'],
    access: 'viewer',
    params: z.object({}),
  }),
  /**
   * /user/delete [auth] → { deleted: true }. Confirm with the password (20011) or a code of purpose 'delete' (20020).
   */
  delete: endpoint<Deleted>()({
    path: '/user/delete',
    methods: ['POST'],
    access: 'shopper',
    params: z.object({ password: password.optional(), code: verificationCode.optional() }),
  }),
  /**
   * /user/reset-password {email, code (purpose 'reset'), password} → Session; other sessions are revoked, the account
   * unlocked.
   */
  resetPassword: endpoint<Session>()({
    path: '/user/reset-password',
    methods: ['POST'],
    access: 'viewer',
    params: resetPasswordForm,
  }),
  /** /user/modifyMobile [auth] {mobile, code (from /mobile/sendVerifyCode to that number)} → UserInfo. */
  modifyMobile: endpoint<UserInfo>()({
    path: '/user/modifyMobile',
    methods: ['POST'],
    access: 'shopper',
    params: z.object({ mobile, code: verificationCode }),
  }),
};
