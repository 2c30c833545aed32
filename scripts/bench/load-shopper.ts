/**
 * A shopper of the load test (load.ts): a cookie jar and an address of its own, sending the web's operations
 * by name; signed up through the gateway (code from the dev outbox) with an address and a card of the local
 * payments saved, so that it can check out; then the pop-ups, which the web asks for once.
 */
import { readFileSync } from 'node:fs';
import type { Pool } from 'undici';

/** A GraphQL answer's data, loosely typed: the load test reads a few fields. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Data = Record<string, any> | undefined;

export interface Shopper {
  email: string;
  gql(operation: string, variables: object): Promise<Data>;
  /** Called with each answer: its operation, HTTP status, GraphQL error messages and time taken. */
  onAnswer: (answer: { operation: string; status: number; errors: string[]; ms: number }) => void;
}

const ADDRESS = {
  firstName: 'Ava',
  lastName: 'Stone',
  streetAddress: '12 Main St',
  details: 'Apt 4',
  city: 'Springfield',
  state: 'Illinois',
  zip: '62701',
  mobile: '(555) 123-4567',
};
const CARD = { number: '4242424242424242', exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123' };

/** The web's operations by name (the text it persisted in web/persisted-queries.json). */
export function webOperations(): Map<string, string> {
  const file = new URL('../../web/persisted-queries.json', import.meta.url);
  return new Map(
    Object.values(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>).map((text) => [
      /^\s*(?:query|mutation)\s+(\w+)/.exec(text)?.[1] ?? '',
      text,
    ]),
  );
}

export async function shopper(http: Pool, operations: Map<string, string>, n: number): Promise<Shopper> {
  const jar = new Map<string, string>();
  let last: { data: Data; errors: string[] } = { data: undefined, errors: [] };
  const ip = `10.${(n >> 8) & 255}.${n & 255}.${1 + (Date.now() % 250)}`;
  const send = async (path: string, method: 'GET' | 'POST', body?: unknown) => {
    const headers: Record<string, string> = { 'x-forwarded-for': ip, 'content-type': 'application/json' };
    if (jar.size) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await http.request({
      path,
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const cookies = res.headers['set-cookie'];
    for (const c of Array.isArray(cookies) ? cookies : cookies ? [cookies] : []) {
      const [pair = ''] = c.split(';');
      const i = pair.indexOf('=');
      if (/max-age=0/i.test(c) || i === pair.length - 1) jar.delete(pair.slice(0, i));
      else jar.set(pair.slice(0, i), pair.slice(i + 1));
    }
    return { status: res.statusCode, body: (await res.body.json().catch(() => undefined)) as Record<string, unknown> };
  };
  const s: Shopper = {
    email: `load.${Date.now().toString(36)}.${n}@tote.test`,
    onAnswer: () => {},
    async gql(operation, variables) {
      const query = operations.get(operation);
      if (!query) throw new Error(`the web has no operation ${operation}`);
      const t = performance.now();
      const { status, body } = await send('/graphql', 'POST', { query, variables });
      const ms = performance.now() - t;
      const data = body?.data as Data;
      const errors = ((body?.errors ?? []) as { message: string }[]).map((e) => e.message);
      // A mutation's refusals ("out of stock") are answers too: counted by their code.
      for (const [field, payload] of Object.entries(data ?? {}) as [string, Data][])
        for (const e of (payload?.userErrors ?? []) as { code: string; message: string }[])
          errors.push(`userError ${field} ${e.code}: ${e.message.replace(/\d+/g, 'N')}`);
      last = { data, errors };
      s.onAnswer({ operation, status, errors, ms });
      return data;
    },
  };
  const must = (data: Data, field: string): void => {
    if (!data?.[field] || data[field].userErrors?.length) throw new Error(`${field}: ${JSON.stringify(last)}`);
  };
  must(await s.gql('useSendEmailCodeMutation', { input: { email: s.email, purpose: 'SIGNUP' } }), 'sendEmailCode');
  const outbox = await send(`/dev/outbox?email=${encodeURIComponent(s.email)}`, 'GET');
  const code = (outbox.body?.data as { list: { code: string }[] } | undefined)?.list[0]?.code;
  const input = { name: 'Ava Stone', email: s.email, mobile: '(555) 201-3344', password: 'correct horse 1', code };
  must(await s.gql('useSignUpMutation', { input }), 'signUp');
  must(await s.gql('useSaveShippingAddressMutation', { input: ADDRESS }), 'saveShippingAddress');
  const card = await send('/payment-emulator/v1/payment_methods', 'POST', { type: 'card', card: CARD });
  const paymentMethodId = card.body?.id;
  must(await s.gql('useSavePaymentMethodMutation', { input: { paymentMethodId } }), 'savePaymentMethod');
  // The web asks for the pop-ups once per audience (banners/Popups.tsx), not with each screen.
  if (!(await s.gql('PopupsQuery', {}))?.appInit) throw new Error(`appInit: ${JSON.stringify(last)}`);
  return s;
}
