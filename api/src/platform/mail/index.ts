/**
 * Mail and SMS delivery behind one small interface. SMTP (nodemailer) when SMTP_URL is set (config.ts),
 * otherwise the database outbox that development and tests read through GET /v1/dev/outbox. Text messages go
 * through an HTTP SMS API (http-sms.ts) when SMS_API_URL and its credentials are set, else to the outbox (channel
 * 'sms') outside production, and nowhere in production (smsFrom).
 */
import type { Transporter } from 'nodemailer';
import type { Config } from '../config.js';
import type { Db } from '../db/schema.js';
import type {} from './tables.js'; // the outbox table it writes
import { HttpSms } from './http-sms.js';
import type { MailMessage, Mailer, SmsMessage, SmsSender } from './types.js';

export type { MailMessage, Mailer, SmsMessage, SmsSender } from './types.js';

export class OutboxMailer implements Mailer {
  readonly kind = 'outbox' as const;
  constructor(private readonly db: Db) {}
  async send(msg: MailMessage): Promise<void> {
    await this.db
      .insertInto('mail_outbox')
      .values({
        channel: 'email',
        to_address: msg.to,
        subject: msg.subject,
        text: msg.text,
        html: msg.html ?? null,
        code: msg.code ?? null,
      })
      .execute();
  }
}

export class OutboxSms implements SmsSender {
  readonly kind = 'outbox' as const;
  constructor(private readonly db: Db) {}
  async send(msg: SmsMessage): Promise<void> {
    await this.db
      .insertInto('mail_outbox')
      .values({
        channel: 'sms',
        to_address: msg.to,
        subject: 'SMS',
        text: msg.text,
        html: null,
        code: msg.code ?? null,
      })
      .execute();
  }
}

export class SmtpMailer implements Mailer {
  readonly kind = 'smtp' as const;
  #transport: Promise<Transporter> | null = null;
  constructor(
    private readonly url: string,
    private readonly from: string,
  ) {}
  /** nodemailer is loaded with the first mail: an api without SMTP_URL starts without it (main.ts). */
  get transport(): Promise<Transporter> {
    return (this.#transport ??= import('nodemailer').then((m) => m.default.createTransport(this.url)));
  }
  async send(msg: MailMessage): Promise<void> {
    await (
      await this.transport
    ).sendMail({
      from: this.from,
      to: msg.to,
      subject: msg.subject,
      text: msg.text,
      ...(msg.html ? { html: msg.html } : {}),
    });
  }
}

/** The HTTP SMS API when configured; else the outbox, which production never uses: then no text messages. */
export function smsFrom(db: Db, settings: Config['sms'], production: boolean): SmsSender | null {
  if (settings) return new HttpSms(settings);
  return production ? null : new OutboxSms(db);
}

/** SMTP when SMTP_URL is set, else the outbox (config.ts `mail`). */
export function mailerFrom(db: Db, settings: Config['mail']): Mailer {
  return settings.smtpUrl ? new SmtpMailer(settings.smtpUrl, settings.from) : new OutboxMailer(db);
}
