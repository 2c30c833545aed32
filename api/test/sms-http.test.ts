/**
 * Text messages through the HTTP SMS API (platform/mail/http-sms.ts), against a local server of the provider's shape
 * (Twilio's Messages resource): what the api sends (basic auth, the form), a refusal answered with a clear message
 * and no text claimed, and production's rule that the four settings come all or none.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMS_NOT_SENT_MESSAGE } from '@tote/contract/account';
import { HttpSms } from '../src/platform/mail/http-sms.js';
import { loadConfig } from '../src/platform/config.js';
import { productionProblems } from '../src/production.js';
import { call, RELAXED_LIMITS, signUp } from './accounts-helpers.js';
import { openTestApi, type TestApi } from './db.js';
import { data } from './http.js';

interface Received {
  path: string;
  authorization: string | undefined;
  type: string | undefined;
  form: Record<string, string>;
}

const SETTINGS = { accountSid: 'AC_test_1', authToken: 'token-1', from: '+15005550006' };
let provider: Server;
let providerUrl: string;
const received: Received[] = [];
/** The provider's answer to the next message: taken (201) or refused (400 with its error object). */
let refuse = false;

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

let t: TestApi;
beforeAll(async () => {
  provider = createServer((req, res) => {
    void readBody(req).then((body) => {
      received.push({
        path: req.url ?? '',
        authorization: req.headers.authorization,
        type: req.headers['content-type'],
        form: Object.fromEntries(new URLSearchParams(body)),
      });
      res.writeHead(refuse ? 400 : 201, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          refuse
            ? { code: 21211, message: "The 'To' number is not a valid phone number.", status: 400 }
            : { sid: `SM${received.length}`, status: 'queued' },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
  t = await openTestApi({ limits: RELAXED_LIMITS, sms: new HttpSms({ apiUrl: providerUrl, ...SETTINGS }) });
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => provider.close(resolve));
});

describe('the HTTP SMS API', () => {
  it("sends the code's text to the provider: basic auth, To in E.164, From, Body", async () => {
    const s = await signUp(t.app);
    data(await call(t.app, '/v1/mobile/sendVerifyCode', { mobile: '(212) 555-0142' }, s.token));
    const sent = received.at(-1)!;
    expect(sent.path).toBe('/2010-04-01/Accounts/AC_test_1/Messages.json');
    expect(sent.authorization).toBe(`Basic ${Buffer.from('AC_test_1:token-1').toString('base64')}`);
    expect(sent.type).toBe('application/x-www-form-urlencoded');
    expect(sent.form).toEqual({
      To: '+12125550142',
      From: '+15005550006',
      Body: expect.stringMatching(/^Your Tote verification code is \d{6}\. It expires in 10 minutes\.$/),
    });
    // The texted code is the one that checks out.
    const code = /\d{6}/.exec(sent.form['Body']!)![0];
    expect(data(await call(t.app, '/v1/mobile/checkVerifyCode', { mobile: '2125550142', code }, s.token))).toEqual({
      valid: true,
    });
  });

  it('a refusal of the provider is a clear 40001, not a text claimed sent', async () => {
    const s = await signUp(t.app);
    refuse = true;
    try {
      const res = await call(t.app, '/v1/mobile/sendVerifyCode', { mobile: '2125550143' }, s.token);
      expect(res.body).toMatchObject({ code: 40001, message: { content: SMS_NOT_SENT_MESSAGE }, data: null });
    } finally {
      refuse = false;
    }
  });

  it('a provider that cannot be reached is the same answer', async () => {
    const down = await openTestApi({
      limits: RELAXED_LIMITS,
      sms: new HttpSms({ apiUrl: 'http://127.0.0.1:9', ...SETTINGS }),
    });
    try {
      const s = await signUp(down.app);
      const res = await call(down.app, '/v1/mobile/sendVerifyCode', { mobile: '2125550144' }, s.token);
      expect(res.body).toMatchObject({ code: 40001, message: { content: SMS_NOT_SENT_MESSAGE } });
    } finally {
      await down.close();
    }
  });
});

describe('the SMS settings', () => {
  const all = { SMS_API_URL: 'https://sms.example/', SMS_ACCOUNT_SID: 'AC1', SMS_AUTH_TOKEN: 't', SMS_FROM: '+1500' };

  it('are used when all four are set (the URL without its trailing slash)', () => {
    expect(loadConfig(all).sms).toEqual({
      apiUrl: 'https://sms.example',
      accountSid: 'AC1',
      authToken: 't',
      from: '+1500',
    });
    expect(loadConfig({}).sms).toBeNull();
  });

  it('production refuses some of them without the others, and names what is missing', () => {
    const problems = productionProblems(loadConfig({ SMS_API_URL: all.SMS_API_URL, SMS_FROM: all.SMS_FROM }));
    expect(problems).toContain(
      'SMS_API_URL, SMS_FROM are set without SMS_ACCOUNT_SID, SMS_AUTH_TOKEN: text messages need all four ' +
        '(or none: then no texts are sent).',
    );
    const sms = (env: Record<string, string>) => productionProblems(loadConfig(env)).filter((p) => p.includes('SMS_'));
    expect(sms(all)).toEqual([]);
    expect(sms({})).toEqual([]);
  });
});
