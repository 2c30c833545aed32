/**
 * Inviting friends by email (/email/referral, GraphQL inviteFriends): the addresses a shopper may mail her referral
 * link to at once, and her note. One rule for the api, the gateway and the web's form.
 */
import { z } from 'zod';
import { email, userMessages } from './validation.js';

export const INVITE_EMAILS_MAX = 10;
export const INVITE_NOTE_MAX = 500;

export const InviteMessages = userMessages({
  emailsCount: `Add 1 to ${INVITE_EMAILS_MAX} email addresses.`,
  noteTooLong: `Keep your note to ${INVITE_NOTE_MAX} characters.`,
});

export const inviteEmails = z
  .array(email)
  .min(1, InviteMessages.emailsCount)
  .max(INVITE_EMAILS_MAX, InviteMessages.emailsCount);

/** Her note, trimmed. */
export const inviteNote = z.string().trim().max(INVITE_NOTE_MAX, InviteMessages.noteTooLong);

/** Addresses typed into one field: separated by commas, semicolons, spaces or new lines. */
export function splitEmails(text: string): string[] {
  return text.split(/[\s,;]+/).filter(Boolean);
}
