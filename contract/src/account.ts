/**
 * /v1 accounts contract: request parameters and `data` shapes of the user, email and mobile
 * endpoints and of the session. Social sign-in is in social-sign-in.ts, the profile and
 * notification settings in profile.ts, the bonus credit balance in points.ts. Types only, like
 * catalog.ts; the field rules and their messages are the zod schemas of ./validation.ts (import
 * those at runtime, these with `import type`).
 *
 * Every endpoint below is POST with a JSON body unless marked GET; those marked "GET ok" accept
 * both. Invalid parameters → 40001 (HTTP 400) whose message.content is the verbatim validation
 * message of validation.ts when the failing field has one ("Invalid Email address.").
 *
 * ## Session
 * Sign-up, login, unlock, reset-password, loginThird(/confirm|/setPassword) return a `Session`.
 * The token is opaque (the api keeps only its SHA-256); send it as `authorization: Bearer <token>`.
 * It lives 30 days (`expiresAt`); `/user/log-out` revokes it. On an endpoint marked [auth]:
 *   no token / unknown / revoked token → 40000 (HTTP 401); expired token → 60005 (HTTP 200).
 * An [auth] endpoint reads and changes only the session user's data.
 *
 * ## Email codes
 * `/email/send-verification-code {email, purpose}` mails a 6-digit code valid 10 minutes; a new code
 * replaces the previous one of the same email+purpose. A code allows 5 wrong tries, then it is dead
 * (request a new one). Wrong/expired/dead code → 20020. Sending is limited per email (1 per 30 s,
 * 5 per hour) and per IP → 42900 (HTTP 429) with "Too many requests. Please try again in N seconds."
 * In development the mail goes to an outbox readable at `GET /v1/dev/outbox?email=` (absent when
 * NODE_ENV=production): { list: OutboxMessage[] } latest first.
 *
 * ## Sign-up flow (web)
 * 1. `/email/send-verification-code {email, purpose:'signup'}` (20001 when the email is taken).
 * 2. optional: `/point/referral/code-check {code}` for a code from /register/{slug} (50005 when bad).
 * 3. `/user/sign-up {name, email, mobile, password, code, invitationCode?}` → Session.
 *    The email is verified by the code. A welcome mail carries the unsubscribe link.
 *
 * ## Login, lockout, unlock
 * `/user/login {email, password}` or `{email, code}` (code of purpose 'login': passwordless).
 * 20008 unknown email, 20011 wrong password. After 5 wrong passwords in a row the account locks:
 * login answers 20021 until `/user/unlock {email, code}` (purpose 'unlock') or a password reset or a
 * code login. Also limited per IP and per email → 42900.
 *
 */
import type { ValidationMessage } from './validation.js';

export type { ValidationMessage };

export type SocialChannel = 'google' | 'apple' | 'facebook';
export const SOCIAL_CHANNELS: readonly SocialChannel[] = ['google', 'apple', 'facebook'];
export type LoginChannel = 'email' | SocialChannel;
export type SubStatus = 'Not Subscribed' | 'Subscribed' | 'Paused' | 'Cancelled';
/** What an emailed code is for; a code only works for its own purpose. */
export type EmailCodePurpose = 'signup' | 'login' | 'reset' | 'unlock' | 'delete';

/** The signed-in user as every client sees it. Never contains the password or its hash. */
export interface UserInfo {
  userId: number;
  email: string;
  name: string;
  mobile: string; // 10 digits ("5551234567"), '' when none; display with formatMobile()
  isMember: 0 | 1; // 0 = not a member; 1 for Subscribed, Paused and Cancelled members
  subStatus: SubStatus;
  pausedExpired: string | null; // ISO-8601 end of a pause, when Paused
  toteUpperLimit: number; // default 6
  toteIcon: number; // pieces in the Tote (rent items + purchase quantities); -1 before the server says
  isShowAI: 0 | 1;
  sizeList: string[]; // the user's sizes: clothing then shoes ("M", "US 8")
  emailVerified: boolean;
  subscribeEmail: boolean; // marketing mail wanted
  referralCode: string; // the user's own code to share (/register/{referralCode})
  points: number; // bonus credit balance (points; 100 points = $1)
  loginChannels: LoginChannel[]; // 'email' plus linked social channels
  createdAt: string;
}

export interface Session {
  token: string;
  expiresAt: string; // ISO-8601
  user: UserInfo;
}

// ---- /email/* ----------------------------------------------------------------------------------

export interface CodeSent {
  sent: true;
  expiresInSeconds: number; // 600
  resendAfterSeconds: number; // 30
}

export interface CodeValid {
  valid: true;
}

export interface SubscribeState {
  email: string; // masked: "m***r@tote.test"
  subscribed: boolean;
}

export interface EmailReferralResult {
  sent: number;
  referralLink: string;
}

/** GET /v1/dev/outbox?email= (development only; `to` matches case-insensitively; mobile numbers too). */
export interface OutboxMessage {
  id: number;
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
  code: string | null; // the verification code the message carries
  createdAt: string;
}
export interface OutboxResponse {
  list: OutboxMessage[];
}

// ---- /user/* -----------------------------------------------------------------------------------

/** /user/log-out [auth] → { loggedOut: true }; the token is revoked. */
export interface LoggedOut {
  loggedOut: true;
}

export interface Deleted {
  deleted: true;
}

// ---- /mobile/* [auth] --------------------------------------------------------------------------

/**
 * /mobile/sendVerifyCode {mobile} → CodeSent. An SMS (the outbox in development, channel 'sms'). A shop
 * without a text-message provider (production: the outbox is a stand-in and never sends there) answers
 * 40001 SMS_UNAVAILABLE_MESSAGE and issues no code, so no screen claims a text that never comes.
 */
/** 40001 when the text-message provider did not take the code's message. */
export const SMS_NOT_SENT_MESSAGE = 'The text message could not be sent. Please try again in a few minutes.';
export const SMS_UNAVAILABLE_MESSAGE =
  'Text messages are not available, so the mobile number cannot be verified now. Please contact us to change it.';
