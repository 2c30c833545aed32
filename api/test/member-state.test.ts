/**
 * The membership state machine (issue 5 "must hold"): every action from every state, through the
 * real endpoints and checkout. An allowed action reaches its state; a refused one answers 23001
 * with its message and changes nothing (status, billing, events, orders, charges).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddToteResult } from '@tote/contract/tote';
import type { MemberInfo } from '@tote/contract/member';
import type { Called } from './http.js';
import { data } from './http.js';
import { call, RELAXED_LIMITS } from './accounts-helpers.js';
import { openTestApi, type TestApi } from './db.js';
import { checkout, create, readyShopper, roomySkus, type Shopper } from './member-helpers.js';

let t: TestApi;
beforeAll(async () => {
  t = await openTestApi({ limits: RELAXED_LIMITS, pauseSweepMs: 0 });
});
afterAll(() => t.close());

type State = 'Not Subscribed' | 'Subscribed' | 'Subscribed, box locked' | 'Paused' | 'Cancelled';
type Action = 'subscribe' | 'pause' | 'unpause' | 'cancel' | 'resubscribe' | 'resume' | 'unlock-early';

const SURVEY = { surveyList: [{ questionId: 1, optionIds: [2] }], feedback: 'Taking a break.', willingness: 4 };
let skuOffset = 0;

const query = async (s: Shopper): Promise<MemberInfo> =>
  data(await call<MemberInfo>(t.app, '/v1/member/query', {}, s.token));

async function inState(state: State): Promise<Shopper> {
  const s = await readyShopper(t.app);
  if (state === 'Not Subscribed') return s;
  expect((await checkout(t.app, s.token, { mode: 'subscribe' })).status).toBe('success');
  if (state === 'Paused') data(await call(t.app, '/v1/member/pause', {}, s.token));
  if (state === 'Cancelled') data(await call(t.app, '/v1/member/cancel', SURVEY, s.token));
  if (state === 'Subscribed, box locked') {
    const [sku] = await roomySkus(t.db, 1, skuOffset++);
    data(await call<AddToteResult>(t.app, '/v1/shopCart/add', { saleType: 'rent', sku: sku!.code }, s.token));
    expect((await checkout(t.app, s.token, { mode: 'rent-only' })).status).toBe('free');
  }
  return s;
}

const MODE: Partial<Record<Action, string>> = {
  subscribe: 'subscribe',
  resubscribe: 'resubscribe',
  resume: 'resume-subscription',
  'unlock-early': 'unlock-early',
};

/** Performs the action the way the web does; answers the last call's envelope. */
async function perform(s: Shopper, action: Action): Promise<Called<unknown>> {
  switch (action) {
    case 'pause':
      return call(t.app, '/v1/member/pause', {}, s.token);
    case 'unpause':
      return call(t.app, '/v1/member/unPause', {}, s.token);
    case 'cancel':
      return call(t.app, '/v1/member/cancel', SURVEY, s.token);
    default: {
      const created = await create(t.app, s.token, { mode: MODE[action] });
      if (created.body.code !== 0) return created;
      return call(
        t.app,
        '/v1/order/pay',
        {
          orderId: created.body.data!.orderId,
          idempotencyKey: `k-${s.userId}-${action}`,
          returnUrl: 'http://localhost:8080/r',
        },
        s.token,
      );
    }
  }
}

const VERB: Record<Action, string> = {
  subscribe: 'subscribe',
  pause: 'pause your membership',
  unpause: 'unpause your membership',
  cancel: 'cancel your membership',
  resubscribe: 'resubscribe',
  resume: 'resume your membership',
  'unlock-early': 'unlock your next box early',
};
const SENTENCE: Record<State, string> = {
  'Not Subscribed': 'you are not a member yet.',
  Subscribed: 'your membership is active.',
  'Subscribed, box locked': 'your membership is active.',
  Paused: 'your membership is paused.',
  Cancelled: 'your membership is cancelled.',
};

/** state → action → the status it leads to (absent: refused). */
const ALLOWED: Record<State, Partial<Record<Action, string>>> = {
  'Not Subscribed': { subscribe: 'Subscribed' },
  Subscribed: { pause: 'Paused', cancel: 'Cancelled' },
  'Subscribed, box locked': { pause: 'Paused', cancel: 'Cancelled', 'unlock-early': 'Subscribed' },
  Paused: { unpause: 'Subscribed', cancel: 'Cancelled', resume: 'Subscribed' },
  Cancelled: { resubscribe: 'Subscribed' },
};

const ACTIONS: Action[] = ['subscribe', 'pause', 'unpause', 'cancel', 'resubscribe', 'resume', 'unlock-early'];
const STATES: State[] = ['Not Subscribed', 'Subscribed', 'Subscribed, box locked', 'Paused', 'Cancelled'];

async function footprint(s: Shopper) {
  const [events, orders, charges] = await Promise.all([
    t.db.selectFrom('membership_events').select('id').where('user_id', '=', s.userId).execute(),
    t.db
      .selectFrom('orders')
      .select(['id', 'status', 'pay_status'])
      .where('user_id', '=', s.userId)
      .orderBy('id')
      .execute(),
    t.db
      .selectFrom('emulator_charges as c')
      .innerJoin('orders as o', 'o.payment_intent_id', 'c.payment_intent_id')
      .select('c.id')
      .where('o.user_id', '=', s.userId)
      .execute(),
  ]);
  return { info: await query(s), events: events.length, orders, charges: charges.length };
}

describe('membership state machine', () => {
  for (const state of STATES) {
    for (const action of ACTIONS) {
      const to = ALLOWED[state][action];
      if (to) {
        it(`${state}: ${action} → ${to}`, async () => {
          const s = await inState(state);
          const before = await footprint(s);
          const res = await perform(s, action);
          expect(res.body.code).toBe(0);
          const after = await query(s);
          expect(after.subStatus).toBe(to);
          expect(after.isMember).toBe(1);
          if (MODE[action]) {
            expect((res.body.data as { status: string }).status).toBe('success');
            const f = await footprint(s);
            expect(f.charges).toBe(before.charges + 1);
          }
          if (action === 'unlock-early') {
            expect(before.info.isShowBtnUnlockEarly).toBe(true);
            expect(after).toMatchObject({ boxLocked: false, isShowBtnUnlockEarly: false });
          }
          const events = await t.db
            .selectFrom('membership_events')
            .selectAll()
            .where('user_id', '=', s.userId)
            .orderBy('id', 'desc')
            .executeTakeFirstOrThrow();
          expect(events).toMatchObject({ action, to_status: to, from_status: state.replace(', box locked', '') });
        });
      } else {
        it(`${state}: ${action} is refused with 23001 and changes nothing`, async () => {
          const s = await inState(state);
          const before = await footprint(s);
          const res = await perform(s, action);
          const message =
            action === 'unlock-early' && state === 'Subscribed'
              ? `You can't ${VERB[action]} now: your box is not locked.`
              : `You can't ${VERB[action]} now: ${SENTENCE[state]}`;
          expect(res.body).toEqual({ code: 23001, message: { action: 'toast', content: message }, data: null });
          expect(res.status).toBe(200);
          expect(await footprint(s)).toEqual(before);
        });
      }
    }
  }
});

describe('member actions', () => {
  it('are [auth]: no token → 40000', async () => {
    for (const path of [
      '/v1/member/query',
      '/v1/member/pause',
      '/v1/member/unPause',
      '/v1/member/cancel',
      '/v1/member/cancel-survey',
    ]) {
      expect((await call(t.app, path, {})).body.code).toBe(40000);
    }
  });

  it('pause, unPause and cancel are POST only', async () => {
    const s = await readyShopper(t.app);
    for (const path of ['/v1/member/pause', '/v1/member/unPause', '/v1/member/cancel']) {
      expect((await call(t.app, path, {}, s.token, 'GET')).body.code).toBe(40005);
    }
  });

  it('actions lists what the state machine allows', async () => {
    const s = await inState('Paused');
    expect((await query(s)).actions).toEqual({
      subscribe: false,
      pause: false,
      unPause: true,
      cancel: true,
      resubscribe: false,
      resume: true,
      unlockEarly: false,
    });
  });
});
