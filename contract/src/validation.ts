/**
 * The shared validation rules of the shop's forms: ONE zod schema per rule, used by the api (request
 * parameters), the gateway (mutation inputs) and the web (form fields). Imports only `zod`, so any
 * package may import it at runtime.
 *
 * Every schema accepts `unknown` (a missing field, null, a string with stray whitespace) and fails
 * with exactly one user-facing message from the constants below; form code can show `issues[0].message`
 * under the field. Messages are the shop's fixed wording, shown verbatim.
 */
import { z } from 'zod';

export const Messages = {
  nameRequired: 'Name is required',
  nameAlphabetic: 'This field may only contain alphabetic characters.',
  nameTooLong: 'Name must be at most 60 characters.',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid Email address.',
  /** The 20001 answer of /user/sign-up and /email/send-verification-code (purpose signup). */
  emailExists: 'This email already exists. Please login.',
  mobileRequired: 'Mobile Number is required',
  mobileInvalid: 'Invalid Mobile Number.',
  passwordRequired: 'Password is required',
  /** Only for a password being chosen (sign-up, reset, set password); login accepts any non-empty one. */
  passwordTooShort: 'Password must be at least 8 characters.',
  passwordTooLong: 'Password must be at most 128 characters.',
  codeRequired: 'Verification code is required',
  codeInvalid: 'Enter the 6-digit code.',
  invitationCodeRequired: 'Invitation code is required',
  /** The 50005 answer (unknown, used up or expired referral/invitation code). */
  invitationCodeInvalid: 'Invalid invitation code.',
} as const;
export type ValidationMessage = (typeof Messages)[keyof typeof Messages];

/** Every message above, for telling a user-facing validation message from a technical one. */
export const VALIDATION_MESSAGES: ReadonlySet<string> = new Set(Object.values(Messages));

const userWorded = new Set<string>(VALIDATION_MESSAGES);

/**
 * Declares a domain's messages that its zod rules give as their errors, worded for people: the api sends such an
 * error verbatim (`isUserMessage`) where it words any other one itself ("Invalid parameter …"). Declared where the
 * messages are, so that a new domain adds to no list elsewhere.
 */
export function userMessages<M extends Record<string, string>>(messages: M): M {
  for (const message of Object.values(messages)) userWorded.add(message);
  return messages;
}

/** Whether `message` is one the contract words for people (the messages above, and each `userMessages`). */
export const isUserMessage = (message: string): boolean => userWorded.has(message);

export const NAME_MAX = 60;
/** Longest email address (RFC 5321's path limit). */
export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** Longer than any valid form of a US mobile ("+1 (555) 123-4567" is 17). */
export const MOBILE_MAX = 32;

const trimmed = (v: unknown): unknown => (typeof v === 'string' ? v.trim() : v);
/** A required string: missing, null, non-string and blank all give `required`. */
const requiredString = (required: string) => z.string({ error: required }).min(1, { error: required, abort: true });

/**
 * A person's name. "Alphabetic" is read as letters of any script (José, Zoë, 李), because a real
 * name field that rejects accents insults customers; and letters may be joined by single spaces,
 * hyphens or apostrophes (Mary-Jane O'Neil, Anne Marie), because those are parts of real names,
 * not symbols. Digits, punctuation, emoji and leading/trailing separators are refused with the
 * message below. Runs of whitespace collapse to one space.
 */
export const NAME_PATTERN = /^[\p{L}\p{M}]+(?:[ '’-][\p{L}\p{M}]+)*$/u;
export const name = z.preprocess(
  (v) => (typeof v === 'string' ? v.replace(/\s+/g, ' ').trim() : v),
  requiredString(Messages.nameRequired)
    .max(NAME_MAX, { error: Messages.nameTooLong })
    .regex(NAME_PATTERN, { error: Messages.nameAlphabetic }),
);

/** An email address, trimmed (case kept; the api compares emails case-insensitively). */
export const email = z.preprocess(
  trimmed,
  requiredString(Messages.emailRequired)
    .max(EMAIL_MAX, { error: Messages.emailInvalid })
    .pipe(z.email({ error: Messages.emailInvalid })),
);

/**
 * A US mobile number: optional +1 (or 1), a 3-digit area code with or without brackets, then 3 and
 * 4 digits; a space, dot or hyphen may separate the groups. "+1 (555) 123-4567", "555.123.4567",
 * "5551234567" are valid.
 */
export const MOBILE_PATTERN = /^(?:\+?1[\s.-]?)?(?:\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}$/;

/** The 10 national digits of a valid US mobile ("+1 (555) 123-4567" → "5551234567"), else null. */
export function normalizeMobile(input: string): string | null {
  const s = input.trim();
  if (!MOBILE_PATTERN.test(s)) return null;
  const digits = s.replace(/\D/g, '');
  return digits.length === 11 ? digits.slice(1) : digits;
}

/** Display form: `(xxx) xxx-xxxx` only for a string of exactly 10 digits; anything else unchanged. */
export function formatMobile(value: string): string {
  const m = /^(\d{3})(\d{3})(\d{4})$/.exec(value);
  return m ? `(${m[1]}) ${m[2]}-${m[3]}` : value;
}

/** Validates a US mobile and outputs its 10 digits (what the api stores and returns). */
export const mobile = z.preprocess(
  trimmed,
  requiredString(Messages.mobileRequired)
    .max(MOBILE_MAX, { error: Messages.mobileInvalid, abort: true })
    .regex(MOBILE_PATTERN, { error: Messages.mobileInvalid })
    .transform((s) => normalizeMobile(s) ?? s),
);

/** The password of a sign-in (or a confirmation): only required, never trimmed. */
export const password = requiredString(Messages.passwordRequired).max(PASSWORD_MAX, {
  error: Messages.passwordTooLong,
});

/** A password being chosen: sign-up, reset, set password. */
export const newPassword = requiredString(Messages.passwordRequired)
  .min(PASSWORD_MIN, { error: Messages.passwordTooShort })
  .max(PASSWORD_MAX, { error: Messages.passwordTooLong });

/** A 6-digit verification code (email or SMS); spaces inside are ignored ("123 456"). */
export const verificationCode = z.preprocess(
  (v) => (typeof v === 'string' ? v.replace(/\s+/g, '') : v),
  requiredString(Messages.codeRequired)
    .max(6, { error: Messages.codeInvalid, abort: true })
    .regex(/^\d{6}$/, { error: Messages.codeInvalid }),
);

/** A referral or invitation code as typed or taken from /register/{slug}; existence is the api's 50005. */
export const invitationCode = z.preprocess(
  trimmed,
  requiredString(Messages.invitationCodeRequired).max(64, { error: Messages.invitationCodeInvalid }),
);

/** Optional in a form: blank means absent. */
export const optionalInvitationCode = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  invitationCode.optional(),
);

/** The sign-up form (the email code comes from /email/send-verification-code, purpose signup). */
export const signUpForm = z.object({
  name,
  email,
  mobile,
  password: newPassword,
  code: verificationCode,
  invitationCode: optionalInvitationCode,
});

export const loginForm = z.object({ email, password });

export const resetPasswordForm = z.object({ email, code: verificationCode, password: newPassword });
