/**
 * What production refuses to start without (issue 14). `NODE_ENV=production` runs the api only with:
 * - AUTH_SECRET of at least 32 bytes (it signs sessions, codes and links; a short one is guessable);
 * - passwords hashed at the standard cost (PASSWORD_HASH_COST=test is the test suites');
 * - card payments configured (STRIPE_SECRET_KEY with its publishable key and webhook secret — all
 *   three), or PAYMENTS=off for a shop that takes no payments (checkouts then answer "not available");
 * - SMTP_URL: sign-up and log-in codes, receipts and notices are e-mails; the outbox is a stand-in;
 * - no demo account in the database (their password is published in the README).
 * - the SMS API's four settings all or none (SMS_API_URL, SMS_ACCOUNT_SID, SMS_AUTH_TOKEN, SMS_FROM).
 * - FULFILMENT chosen: webhook (the warehouse's signed events, with FULFILMENT_WEBHOOK_SECRET) or, for a shop
 *   that ships nothing real, simulated (the local carrier moves orders on its own and tells made-up scans).
 * The other stand-ins never run in production whatever the settings: the payment emulator, the local
 * sign-in provider, the dev outbox endpoint and the SMS outbox (without the SMS API, /mobile/sendVerifyCode
 * answers that text messages are not available).
 * Demo data — the generated catalog, polls and reviews, never the demo accounts — only with SEED_DEMO=1.
 * Each refusal is one sentence in the list main.ts prints (`refusal`), never a stack trace or a log record.
 */
import { AUTH_SECRET_MIN_BYTES, authSecretTooShort } from './features/auth/index.js';
import { SMS_SETTINGS, type Config } from './platform/config.js';
import type { Db } from './platform/db/schema.js';
import { DEMO_ACCOUNTS } from './seed/accounts.js';

/** The settings production refuses, each as a sentence saying what to set. */
export function productionProblems(
  config: Pick<Config, 'authSecret' | 'passwordHashCost' | 'payments' | 'mail' | 'smsSettingsGiven' | 'fulfilment'>,
): string[] {
  const problems: string[] = [];
  const { secretKey, publishableKey, webhookSecret, off } = config.payments;
  if (authSecretTooShort(config.authSecret))
    problems.push(
      `AUTH_SECRET must be a random secret of at least ${AUTH_SECRET_MIN_BYTES} bytes ` +
        '(for example the output of `openssl rand -base64 48`).',
    );
  if (config.passwordHashCost !== 'standard')
    problems.push('PASSWORD_HASH_COST=test is for the test suites: unset it (passwords need the standard cost).');
  if (!secretKey && !off)
    problems.push(
      'Card payments need STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET; ' +
        'set PAYMENTS=off for a shop that takes no payments.',
    );
  if (secretKey && (!publishableKey || !webhookSecret))
    problems.push(
      'STRIPE_SECRET_KEY is set without ' +
        [!publishableKey && 'STRIPE_PUBLISHABLE_KEY', !webhookSecret && 'STRIPE_WEBHOOK_SECRET']
          .filter(Boolean)
          .join(' and ') +
        ': card payments need all three (the browser uses the publishable key, webhooks are verified with the secret).',
    );
  if (!config.mail.smtpUrl) problems.push('SMTP_URL must be set: sign-up and log-in codes and receipts are e-mails.');
  const missingSms = SMS_SETTINGS.filter((name) => !config.smsSettingsGiven.includes(name));
  if (config.smsSettingsGiven.length > 0 && missingSms.length > 0)
    problems.push(
      `${config.smsSettingsGiven.join(', ')} ${config.smsSettingsGiven.length === 1 ? 'is' : 'are'} set without ` +
        `${missingSms.join(', ')}: text messages need all four (or none: then no texts are sent).`,
    );
  if (!config.fulfilment.chosen)
    problems.push(
      "FULFILMENT must be set: webhook for orders moved by the warehouse's signed events " +
        '(with FULFILMENT_WEBHOOK_SECRET), or simulated to let the local carrier move them on its own.',
    );
  else if (config.fulfilment.mode === 'webhook' && !config.fulfilment.webhookSecret)
    problems.push('FULFILMENT=webhook needs FULFILMENT_WEBHOOK_SECRET: the warehouse signs its events with it.');
  return problems;
}

/** The sentence production refuses to start with when the database holds demo accounts. */
export function demoAccountsProblem(emails: string[]): string {
  return (
    `The database holds demo accounts (${emails.join(', ')}), whose password is published: ` +
    'delete them before running it in production.'
  );
}

/** What the api prints when it refuses to start in production: one line per reason. */
export function refusal(problems: string[]): string {
  return `api: refusing to start in production:\n${problems.map((p) => `- ${p}`).join('\n')}`;
}

/** The demo accounts present in the database (production refuses to run with any). */
export async function demoAccountsIn(db: Db): Promise<string[]> {
  const emails = DEMO_ACCOUNTS.map((a) => a.email.toLowerCase());
  const rows = await db
    .selectFrom('users')
    .select('email')
    .where((eb) => eb(eb.fn('lower', ['email']), 'in', emails))
    .execute();
  return rows.map((r) => r.email);
}
