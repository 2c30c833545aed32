/** What a mailer and an SMS sender take (index.ts picks the implementations). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The verification code the message carries (outbox metadata only; never a separate header). */
  code?: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(msg: MailMessage): Promise<void>;
}

export interface SmsMessage {
  to: string; // 10 digits
  text: string;
  code?: string;
}

export interface SmsSender {
  readonly kind: 'http' | 'outbox';
  /** Rejects with SmsNotSent (http-sms.ts) when the provider did not take the message. */
  send(msg: SmsMessage): Promise<void>;
}
