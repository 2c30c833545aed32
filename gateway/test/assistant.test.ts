/** Query.assistant and the assistant's mutations: the conversation after a reply, forgetting it, behavior events. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, DEMO_PASSWORD, LOG_IN } from './account-helpers.js';
import { chatInput, newDevice, subscribeReply, WEDDING_DRESS } from './assistant-helpers.js';
import { apiUrl, startGateway, v1, type Gateway, type GqlData } from './helpers.js';

let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway({ trustProxy: true });
});
afterAll(() => gw?.close());

const ASSISTANT_QUERY = /* GraphQL */ `
  query Assistant($last: Int, $before: String) {
    assistant {
      trialMessagesLeft
      askedBefore {
        text
        askedAt
      }
      history(last: $last, before: $before) {
        hasMore
        messages {
          id
          kind
          done
          createdAt
          sender {
            role
            nickname
            avatar
          }
          elements {
            __typename
            ... on AssistantText {
              text
            }
            ... on AssistantProductCard {
              product {
                id
              }
            }
          }
        }
      }
    }
  }
`;
const USER_ERRORS = 'userErrors { code field message }';
const CLEAR_HISTORY = /* GraphQL */ `mutation {
  clearAssistantHistory { assistant { history { messages { id } } askedBefore { text } } ${USER_ERRORS} }
}`;
const CLEAR_ASKED = /* GraphQL */ `mutation {
  clearAssistantAskedHistory(input: {}) { assistant { askedBefore { text } } ${USER_ERRORS} }
}`;
const BEHAVIOR = /* GraphQL */ `mutation ($input: AssistantBehaviorInput!) {
  recordAssistantBehavior(input: $input) {
    ok
    message { sender { role nickname } elements { __typename ... on AssistantButton { label action value } } }
    ${USER_ERRORS}
  }
}`;

/** A GET of the api itself as a guest's device. */
async function v1Get(path: string, deviceId: string) {
  const res = await fetch(`${apiUrl()}/v1${path}`, { headers: { 'x-device-id': deviceId } });
  return (await res.json()) as { code: number; data: GqlData };
}

/** A guest browser with its device id, and one finished reply to `text` in its conversation. */
async function guestAfterReply(text: string) {
  const deviceId = newDevice('guest');
  const browser = new Browser(gw.url);
  browser.jar.set('deviceId', deviceId);
  const sub = subscribeReply(gw.url, { input: chatInput(text) }, { deviceId });
  await sub.done;
  return { browser, events: sub.events() };
}

describe('assistant', () => {
  it("holds a guest's turn and the finished reply, with message ids the stream used", async () => {
    const { browser, events } = await guestAfterReply(WEDDING_DRESS);
    const started = events[0];
    const ended = events.at(-1);
    const r = await browser.gql(ASSISTANT_QUERY);
    expect(r.errors).toBeUndefined();
    const { history, askedBefore, trialMessagesLeft } = r.data.assistant;
    expect(history.hasMore).toBe(false);
    const [turn, reply] = history.messages;
    expect(turn).toMatchObject({ sender: { role: 'USER' }, done: true, elements: [{ text: WEDDING_DRESS }] });
    expect(reply).toMatchObject({
      id: started.messageId,
      kind: 'VIEW_PRODUCTS',
      done: true,
      sender: { role: 'ASSISTANT' },
    });
    expect(reply.elements.some((e: GqlData) => e.__typename === 'AssistantProductCard')).toBe(true);
    expect(askedBefore).toEqual([{ text: WEDDING_DRESS, askedAt: expect.any(String) }]);
    expect(trialMessagesLeft).toBe(ended.trialMessagesLeft);
    expect(trialMessagesLeft).toBeGreaterThanOrEqual(0);
  });

  it('pages back through the history with last/before', async () => {
    const { browser } = await guestAfterReply('a red dress');
    const all = (await browser.gql(ASSISTANT_QUERY)).data.assistant.history.messages;
    expect(all.length).toBeGreaterThanOrEqual(2);
    const newest = (await browser.gql(ASSISTANT_QUERY, { last: 1 })).data.assistant.history;
    expect(newest).toEqual({ hasMore: true, messages: [all.at(-1)] });
    const older = (await browser.gql(ASSISTANT_QUERY, { last: 50, before: all.at(-1).id })).data.assistant.history;
    expect(older.messages).toEqual(all.slice(0, -1));
    for (const last of [0, 51]) {
      const bad = await browser.gql(ASSISTANT_QUERY, { last });
      expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });

  it('has no trial limit for a member', async () => {
    const member = new Browser(gw.url);
    const login = await member.gql(LOG_IN, { input: { email: 'member@tote.test', password: DEMO_PASSWORD } });
    expect(login.data.logIn.viewer).not.toBeNull();
    const r = await member.gql('{ assistant { trialMessagesLeft } }');
    expect(r.errors).toBeUndefined();
    expect(r.data.assistant.trialMessagesLeft).toBeNull();
  });

  it('gives a guest without a device id one, in a cookie, so that the conversation is theirs', async () => {
    const guest = new Browser(gw.url);
    const first = await guest.gql('{ assistant { trialMessagesLeft history { messages { id } } } }');
    expect(first.errors).toBeUndefined();
    const cookie = guest.cookie('deviceId');
    expect(cookie?.value).toMatch(/^[0-9a-f-]{36}$/);
    expect(cookie?.attributes).toMatchObject({ path: '/', samesite: 'Lax' });
    expect(cookie?.attributes.httponly).toBeUndefined();

    // The reply's response sets it too (a guest's first contact may be the stream).
    const res = await fetch(`${gw.url}/graphql/stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({
        query: 'subscription ($input: AssistantRequestInput!) { assistantReply(input: $input) { __typename } }',
        variables: { input: chatInput('hello') },
      }),
    });
    const deviceId = /deviceId=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
    expect(deviceId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await res.text()).toContain('AssistantReplyEnded');
    const history = await v1Get('/ai/chat/history', deviceId ?? '');
    expect(history.data.list.length).toBe(2);
  });
});

describe('forgetting', () => {
  it('clears the conversation, then what was asked', async () => {
    const { browser } = await guestAfterReply('shoes for a party');
    const cleared = await browser.gql(CLEAR_HISTORY);
    expect(cleared.errors).toBeUndefined();
    expect(cleared.data.clearAssistantHistory).toEqual({
      assistant: { history: { messages: [] }, askedBefore: [{ text: 'shoes for a party' }] },
      userErrors: [],
    });
    const asked = await browser.gql(CLEAR_ASKED);
    expect(asked.data.clearAssistantAskedHistory).toEqual({ assistant: { askedBefore: [] }, userErrors: [] });
    expect((await browser.gql('{ assistant { askedBefore { text } } }')).data.assistant.askedBefore).toEqual([]);
  });
});

describe('recordAssistantBehavior', () => {
  it('records what the shopper did', async () => {
    const productId = (await v1('/basic/productList', { pageSize: 1 })).data.list[0].shopProductId;
    const guest = new Browser(gw.url);
    guest.jar.set('deviceId', newDevice('behavior'));
    const r = await guest.gql(BEHAVIOR, { input: { eventType: 'view_pdp', productId } });
    expect(r.errors).toBeUndefined();
    expect(r.data.recordAssistantBehavior).toEqual({ ok: true, message: null, userErrors: [] });
  });

  it("answers the minibot's message on the second view of a product", async () => {
    const productId = (await v1('/basic/productList', { pageSize: 1 })).data.list[0].shopProductId;
    const guest = new Browser(gw.url);
    guest.jar.set('deviceId', newDevice('minibot'));
    await guest.gql(BEHAVIOR, { input: { eventType: 'view_pdp', productId } });
    const r = await guest.gql(BEHAVIOR, { input: { eventType: 'view_pdp', productId } });
    expect(r.data.recordAssistantBehavior.message).toEqual({
      sender: { role: 'MINIBOT', nickname: 'Tote Minibot' },
      elements: [
        { __typename: 'AssistantText' },
        { __typename: 'AssistantButton', label: 'Chat with AI', action: 'CHAT_WITH_AI', value: String(productId) },
      ],
    });
  });

  it('refuses a bad event type or id as userErrors', async () => {
    const guest = new Browser(gw.url);
    for (const [input, field] of [
      [{ eventType: '  ' }, 'eventType'],
      [{ eventType: 'e'.repeat(61) }, 'eventType'],
      [{ eventType: 'view_pdp', productId: 0 }, 'productId'],
      [{ eventType: 'view_pdp', colorId: -2 }, 'colorId'],
    ] as const) {
      const r = await guest.gql(BEHAVIOR, { input });
      expect(r.data.recordAssistantBehavior, JSON.stringify(input)).toEqual({
        ok: false,
        message: null,
        userErrors: [{ code: 'VALIDATION', field: ['input', field], message: expect.any(String) }],
      });
    }
  });
});
