/** The account mails: verification codes, welcome (with the unsubscribe link), referral invitations. */
import type { EmailCodePurpose } from '@tote/contract/account';
import type { UserRow } from '../auth/index.js';
import type { MailMessage } from '../../platform/mail/index.js';
import type { AccountDeps } from './deps.js';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const PURPOSE_TEXT: Record<EmailCodePurpose, { subject: string; line: string }> = {
  signup: {
    subject: 'Your Tote sign-up code',
    line: 'Use this code to confirm your email and create your Tote account',
  },
  login: { subject: 'Your Tote sign-in code', line: 'Use this code to sign in to Tote' },
  reset: { subject: 'Reset your Tote password', line: 'Use this code to reset your Tote password' },
  unlock: { subject: 'Unlock your Tote account', line: 'Use this code to unlock your Tote account' },
  delete: {
    subject: 'Confirm deleting your Tote account',
    line: 'Use this code to confirm deleting your Tote account',
  },
};

export function codeMail(to: string, purpose: EmailCodePurpose, code: string): MailMessage {
  const t = PURPOSE_TEXT[purpose];
  const text =
    `${t.line}: ${code}\n\n` +
    'The code expires in 10 minutes. If you did not ask for it, you can ignore this email.\n\n' +
    '— Tote';
  const html =
    `<p>${esc(t.line)}:</p>` +
    `<p style="font-size:28px;letter-spacing:6px"><strong>${code}</strong></p>` +
    '<p>The code expires in 10 minutes. If you did not ask for it, you can ignore this email.</p>' +
    '<p>— Tote</p>';
  return { to, subject: t.subject, text, html, code };
}

export async function unsubscribeLink(deps: AccountDeps, user: UserRow): Promise<string> {
  const token = await deps.signer.sign('unsub', { uid: user.id, e: user.email.toLowerCase() });
  return `${deps.webOrigin}/email-unsubscribed?token=${encodeURIComponent(token)}`;
}

export async function welcomeMail(deps: AccountDeps, user: UserRow): Promise<MailMessage> {
  const link = await unsubscribeLink(deps, user);
  const first = user.name.split(' ')[0] ?? user.name;
  const text =
    `Hi ${first},\n\n` +
    'Welcome to Tote! Rent designer pieces, swap whenever you like, and buy what you love.\n\n' +
    `Share your referral code ${user.referral_code} with friends: they get $20 in bonus credits.\n\n` +
    `Don't want our emails? Unsubscribe: ${link}\n\n` +
    '— Tote';
  const html =
    `<p>Hi ${esc(first)},</p>` +
    '<p>Welcome to Tote! Rent designer pieces, swap whenever you like, and buy what you love.</p>' +
    `<p>Share your referral code <strong>${esc(user.referral_code)}</strong> with friends: ` +
    'they get $20 in bonus credits.</p>' +
    `<p><a href="${esc(link)}">Unsubscribe</a></p>`;
  return { to: user.email, subject: 'Welcome to Tote', text, html };
}

export function referralMail(deps: AccountDeps, user: UserRow, to: string, note: string | undefined): MailMessage {
  const link = `${deps.webOrigin}/register/${user.referral_code}`;
  const text =
    `${user.name} invited you to Tote, the designer rental closet.\n\n` +
    (note ? `"${note}"\n\n` : '') +
    `Sign up with this link and get $20 in bonus credits: ${link}\n\n` +
    '— Tote';
  const html =
    `<p>${esc(user.name)} invited you to Tote, the designer rental closet.</p>` +
    (note ? `<blockquote>${esc(note)}</blockquote>` : '') +
    `<p><a href="${esc(link)}">Sign up and get $20 in bonus credits</a></p>`;
  return { to, subject: `${user.name} invited you to Tote`, text, html };
}
