/**
 * The account screens' side of the gateway: the shared validation messages on mutation input, and
 * what a signed-in shopper does with their own data (node, profile, notification settings, mobile
 * number, account deletion, referral codes).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NicknameMessages } from '@tote/contract/nickname';
import { Messages } from '@tote/contract/validation';
import { Browser, LOG_IN, outboxCode, SEND_EMAIL_CODE, SIGN_UP, signUp } from './account-helpers.js';
import { startCountingProxy, startGateway, type Gateway } from './helpers.js';

let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway({ trustProxy: true });
});
afterAll(() => gw?.close());

const decodeUserCookie = (value: string) => JSON.parse(decodeURIComponent(value)) as Record<string, unknown>;
describe('validation messages (shared zod rules, checked by the gateway)', () => {
  const base = {
    name: 'Ava Stone',
    email: 'ava@tote.test',
    mobile: '5552013344',
    password: 'long enough 1',
    code: '123456',
  };
  const cases: [Partial<typeof base>, string, string][] = [
    [{ name: '' }, 'name', 'Name is required'],
    [{ name: 'Ava 2' }, 'name', 'This field may only contain alphabetic characters.'],
    [{ email: '' }, 'email', 'Email is required'],
    [{ email: 'ava@' }, 'email', 'Invalid Email address.'],
    [{ mobile: '' }, 'mobile', 'Mobile Number is required'],
    [{ mobile: '555-12' }, 'mobile', 'Invalid Mobile Number.'],
    [{ password: '' }, 'password', 'Password is required'],
  ];

  it.each(cases)('signUp %j → %s: %s', async (over, field, message) => {
    const proxy = await startCountingProxy();
    const g = await startGateway({ upstreamUrl: proxy.url });
    try {
      const r = await new Browser(g.url).gql(SIGN_UP, { input: { ...base, ...over } });
      expect(r.errors).toBeUndefined();
      expect(r.data.signUp).toEqual({
        viewer: null,
        userErrors: [{ code: 'VALIDATION', field: ['input', field], message }],
      });
      expect(proxy.calls).toEqual([]); // refused before any upstream call
    } finally {
      await g.close();
      await proxy.close();
    }
  });

  it('logIn and sendEmailCode use the same rules', async () => {
    const b = new Browser(gw.url);
    const r = await b.gql(LOG_IN, { input: { email: '', password: '' } });
    expect(r.data.logIn.userErrors).toEqual([
      { code: 'VALIDATION', field: ['input', 'email'], message: 'Email is required' },
      { code: 'VALIDATION', field: ['input', 'password'], message: 'Password is required' },
    ]);
    const s = await b.gql(SEND_EMAIL_CODE, { input: { email: 'nope', purpose: 'SIGNUP' } });
    expect(s.data.sendEmailCode.userErrors).toEqual([
      { code: 'VALIDATION', field: ['input', 'email'], message: 'Invalid Email address.' },
    ]);
  });

  it('reports every failing field at once', async () => {
    const r = await new Browser(gw.url).gql(SIGN_UP, {
      input: { name: '', email: '', mobile: '', password: '', code: '' },
    });
    expect(r.data.signUp.userErrors.map((e: { message: string }) => e.message)).toEqual([
      'Name is required',
      'Email is required',
      'Mobile Number is required',
      'Password is required',
      'Verification code is required',
    ]);
  });
});

describe('the viewer’s own data', () => {
  it('resolves only the viewer’s own User node', async () => {
    const a = new Browser(gw.url);
    const b = new Browser(gw.url);
    const { viewer: va } = await signUp(a);
    const { viewer: vb } = await signUp(b);
    const NODE = 'query($id: ID!) { node(id: $id) { __typename id ... on User { email } } }';
    expect((await a.gql(NODE, { id: va.id })).data.node).toEqual({ __typename: 'User', id: va.id, email: va.email });
    const other = await a.gql(NODE, { id: vb.id });
    expect(other.errors).toBeUndefined();
    expect(other.data.node).toBeNull();
    expect((await new Browser(gw.url).gql(NODE, { id: va.id })).data.node).toBeNull();
  });

  it('needs a session for account mutations: UNAUTHENTICATED', async () => {
    const r = await new Browser(gw.url).gql(
      'mutation { updateProfile(input: { name: "Ann" }) { viewer { id } userErrors { code } } }',
    );
    expect(r.data).toBeNull();
    expect(r.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', upstreamCode: 40000 });
  });

  it('updates the profile (and the user cookie’s name) and the notification settings', async () => {
    const b = new Browser(gw.url);
    await signUp(b, { name: 'Ava Stone' });
    const profileFields = 'birthYear birthMonth bodyShape clothingSizes shoeSizes';
    const r = await b.gql(
      `mutation($input: UpdateProfileInput!) {
        updateProfile(input: $input) { viewer { name profile { ${profileFields} } } userErrors { code field message } }
      }`,
      {
        input: {
          name: 'Ava  Marie',
          birthYear: 1990,
          birthMonth: 4,
          bodyShape: 'INVERTED_TRIANGLE',
          clothingSizes: ['M', 'L'],
          shoeSizes: ['US 8'],
        },
      },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.updateProfile).toEqual({
      viewer: {
        name: 'Ava Marie',
        profile: {
          birthYear: 1990,
          birthMonth: 4,
          bodyShape: 'INVERTED_TRIANGLE',
          clothingSizes: ['M', 'L'],
          shoeSizes: ['US 8'],
        },
      },
      userErrors: [],
    });
    expect(decodeUserCookie(b.cookie('tote_user')!.value)).toMatchObject({ name: 'Ava Marie' });

    const bad = await b.gql(
      'mutation { updateProfile(input: { name: "R2-D2" }) { viewer { name } userErrors { code field message } } }',
    );
    expect(bad.data.updateProfile).toEqual({
      viewer: null,
      userErrors: [{ code: 'VALIDATION', field: ['input', 'name'], message: Messages.nameAlphabetic }],
    });

    const settingsFields = 'subscribedToEmail notificationSettings { key email sms }';
    const n = await b.gql(
      `mutation($input: UpdateNotificationSettingsInput!) {
        updateNotificationSettings(input: $input) { viewer { ${settingsFields} } userErrors { code } }
      }`,
      {
        input: {
          settings: [
            { key: 'newArrivals', email: false, sms: true },
            { key: 'promotions', email: false },
          ],
        },
      },
    );
    expect(n.data.updateNotificationSettings.userErrors).toEqual([]);
    const settings = n.data.updateNotificationSettings.viewer.notificationSettings;
    expect(settings.find((s: { key: string }) => s.key === 'newArrivals')).toEqual({
      key: 'newArrivals',
      email: false,
      sms: true,
    });
    expect(n.data.updateNotificationSettings.viewer.subscribedToEmail).toBe(false);
  });

  it("sets a nickname; one the rules refuse, or another member's, is a userError 20018 on the field", async () => {
    const [ava, bea] = [new Browser(gw.url), new Browser(gw.url)];
    await signUp(ava, { name: 'Ava Stone' });
    await signUp(bea, { name: 'Bea Stone' });
    const SET = `mutation($nickname: String) {
      updateProfile(input: { nickname: $nickname }) {
        viewer { profile { nickname } }
        userErrors { code field message }
      }
    }`;
    const set = async (b: Browser, nickname: string | null) => (await b.gql(SET, { nickname })).data.updateProfile;
    expect(await set(ava, ' Silk  Ava ')).toEqual({ viewer: { profile: { nickname: 'Silk Ava' } }, userErrors: [] });
    for (const [nickname, message] of [
      ['silk ava', NicknameMessages.taken],
      ['Tote Team', NicknameMessages.reserved],
      ['A', NicknameMessages.format],
    ] as const)
      expect(await set(bea, nickname), nickname).toEqual({
        viewer: null,
        userErrors: [{ code: '20018', field: ['input', 'nickname'], message }],
      });
    expect(await set(ava, '')).toEqual({ viewer: { profile: { nickname: null } }, userErrors: [] });
    expect(await set(bea, 'silk ava')).toEqual({ viewer: { profile: { nickname: 'silk ava' } }, userErrors: [] });
  });

  it('changes the mobile number with a texted code', async () => {
    const b = new Browser(gw.url);
    await signUp(b, { mobile: '5552013344' });
    const mobile = `555${String(Date.now()).slice(-7)}`;
    const sent = await b.gql(
      'mutation($m: String!) { sendMobileCode(input: { mobile: $m }) { sent userErrors { code field message } } }',
      { m: `+1 ${mobile}` },
    );
    expect(sent.data.sendMobileCode).toEqual({ sent: true, userErrors: [] });
    const code = await outboxCode(gw.url, { mobile });
    // The code checks out before it is used, and a wrong one is 20020; checking does not use it up.
    const CHECK =
      'mutation($i: ChangeMobileInput!) { checkMobileCode(input: $i) { valid userErrors { code field message } } }';
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const wrongCheck = await b.gql(CHECK, { i: { mobile, code: wrongCode } });
    expect(wrongCheck.data.checkMobileCode).toMatchObject({ valid: false, userErrors: [{ code: '20020' }] });
    expect((await b.gql(CHECK, { i: { mobile, code } })).data.checkMobileCode).toEqual({ valid: true, userErrors: [] });
    const CHANGE =
      'mutation($i: ChangeMobileInput!) { changeMobile(input: $i) { ' +
      'viewer { mobile mobileDisplay } userErrors { code field message } } }';
    const bad = await b.gql(CHANGE, { i: { mobile, code: 'abc' } });
    expect(bad.data.changeMobile.userErrors).toEqual([
      { code: 'VALIDATION', field: ['input', 'code'], message: Messages.codeInvalid },
    ]);
    const invalid = await b.gql(CHANGE, { i: { mobile: '12', code } });
    expect(invalid.data.changeMobile.userErrors).toEqual([
      { code: 'VALIDATION', field: ['input', 'mobile'], message: 'Invalid Mobile Number.' },
    ]);
    const ok = await b.gql(CHANGE, { i: { mobile, code } });
    expect(ok.data.changeMobile).toEqual({
      viewer: { mobile, mobileDisplay: `(${mobile.slice(0, 3)}) ${mobile.slice(3, 6)}-${mobile.slice(6)}` },
      userErrors: [],
    });
  });

  it('deletes the account with its password: cookies cleared, login then unknown', async () => {
    const b = new Browser(gw.url);
    const { email, password } = await signUp(b);
    const DELETE =
      'mutation($i: DeleteAccountInput!) { deleteAccount(input: $i) { deleted userErrors { code field message } } }';
    const wrong = await b.gql(DELETE, { i: { password: 'nope nope' } });
    expect(wrong.data.deleteAccount).toMatchObject({
      deleted: false,
      userErrors: [{ code: '20011', field: ['input', 'password'] }],
    });
    const ok = await b.gql(DELETE, { i: { password } });
    expect(ok.data.deleteAccount).toEqual({ deleted: true, userErrors: [] });
    expect(b.jar.size).toBe(0);
    const again = await b.gql(LOG_IN, { input: { email, password } });
    expect(again.data.logIn.userErrors[0].code).toBe('20008');
  });

  it('checks referral codes', async () => {
    const b = new Browser(gw.url);
    const { viewer } = await signUp(b, { name: 'Nora Lane' });
    const code = (await b.gql('{ viewer { referralCode } }')).data.viewer.referralCode;
    const Q = 'query($c: String!) { referralCode(code: $c) { valid code referrerName bonusPoints message } }';
    const ok = await new Browser(gw.url).gql(Q, { c: code.toLowerCase() });
    expect(ok.data.referralCode).toMatchObject({ valid: true, code, referrerName: expect.stringMatching(/^Nora/) });
    expect(ok.data.referralCode.bonusPoints).toBeGreaterThan(0);
    const bad = await new Browser(gw.url).gql(Q, { c: 'NO-SUCH-CODE' });
    expect(bad.data.referralCode).toEqual({
      valid: false,
      code: 'NO-SUCH-CODE',
      referrerName: null,
      bonusPoints: 0,
      message: Messages.invitationCodeInvalid,
    });
    expect(viewer.userId).toBeGreaterThan(0);
  });
});
