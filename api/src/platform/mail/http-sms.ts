/**
 * Text messages through an HTTP SMS API of Twilio's shape (Programmable Messaging): POST
 * `{apiUrl}/2010-04-01/Accounts/{accountSid}/Messages.json`, HTTP basic auth (account SID : auth token), a form body
 * with To (E.164), From and Body; 2xx answers the message resource, anything else an error object
 * `{ code, message }`. Any provider of that shape (or a relay in front of another) can stand behind SMS_API_URL.
 */
import type { Config } from '../config.js';
import type { SmsMessage, SmsSender } from './types.js';

export type SmsApiSettings = NonNullable<Config['sms']>;

/** How long a send may take before it counts as failed. */
const SEND_TIMEOUT_MS = 10_000;

/** The provider did not take the message: nothing was sent. */
export class SmsNotSent extends Error {
  constructor(
    readonly status: number | null,
    detail: string,
  ) {
    super(`SMS not sent${status === null ? '' : ` (HTTP ${status})`}: ${detail}`);
  }
}

export class HttpSms implements SmsSender {
  readonly kind = 'http' as const;
  constructor(private readonly settings: SmsApiSettings) {}

  async send(msg: SmsMessage): Promise<void> {
    const { apiUrl, accountSid, authToken, from } = this.settings;
    const url = `${apiUrl}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
    // The shop's mobile numbers are US numbers of 10 digits (contract/validation.ts).
    const body = new URLSearchParams({ To: `+1${msg.to}`, From: from, Body: msg.text });
    let res: Response;
    try {
      res = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body,
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
    } catch (error) {
      throw new SmsNotSent(null, (error as Error).message);
    }
    if (res.ok) return void (await res.body?.cancel());
    const answer = (await res.json().catch(() => null)) as { message?: unknown } | null;
    throw new SmsNotSent(res.status, typeof answer?.message === 'string' ? answer.message : res.statusText);
  }
}
