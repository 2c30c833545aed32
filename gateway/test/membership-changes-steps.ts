/**
 * The membership changes of a subscribed shopper, in order: pause → unpause → cancel → resubscribe.
 * member-subscription.test.ts runs them inside its describe, after its shopper has subscribed.
 */
import { describe, expect, it } from 'vitest';
import type { Browser } from './account-helpers.js';
import {
  CANCEL,
  CANCEL_SURVEY,
  checkout,
  PAUSE,
  PREVIEW,
  RECEIPTS,
  UNPAUSE,
  VIEWER_MEMBERSHIP,
} from './member-queries.js';

/** Registers the tests in the caller's describe; `shopper` answers its subscribed shopper's browser. */
export function membershipChanges(shopper: () => Browser): void {
  describe('then pause → unpause → cancel → resubscribe', () => {
    it('pauses: PAUSED until a date; pausing again is 23001 with the api message', async () => {
      const b = shopper();
      const r = await b.gql(PAUSE);
      expect(r.errors).toBeUndefined();
      expect(r.data.pauseMembership).toMatchObject({
        membership: { status: 'PAUSED', pausedUntil: expect.any(String) },
        viewer: { subscriptionStatus: 'PAUSED' },
        userErrors: [],
      });
      expect(r.data.pauseMembership.membership.allowedActions).toEqual(
        expect.arrayContaining(['UNPAUSE', 'CANCEL', 'RESUME']),
      );
      const again = await b.gql(PAUSE);
      expect(again.data.pauseMembership).toEqual({
        membership: null,
        viewer: null,
        userErrors: [
          { code: '23001', field: null, message: "You can't pause your membership now: your membership is paused." },
        ],
      });
    });

    it('unpauses: SUBSCRIBED', async () => {
      const b = shopper();
      const r = await b.gql(UNPAUSE);
      expect(r.data.unpauseMembership).toMatchObject({
        membership: { status: 'SUBSCRIBED', pausedUntil: null },
        viewer: { subscriptionStatus: 'SUBSCRIBED' },
        userErrors: [],
      });
    });

    it('cancels with the survey: CANCELLED; an unknown answer is refused', async () => {
      const b = shopper();
      const s = await b.gql(CANCEL_SURVEY);
      expect(s.errors).toBeUndefined();
      const { questions } = s.data.cancelSurvey;
      expect(questions.length).toBeGreaterThan(0);
      const answers = questions
        .filter((q: { required: boolean }) => q.required)
        .map((q: { questionId: number; options: { optionId: number }[] }) => ({
          questionId: q.questionId,
          optionIds: [q.options[0]!.optionId],
        }));
      const unknown = await b.gql(CANCEL, { input: { answers: [{ questionId: 99999, optionIds: [1] }] } });
      expect(unknown.data.cancelMembership.membership).toBeNull();
      expect(unknown.data.cancelMembership.userErrors[0].code).toBe('40001');
      const tooKeen = await b.gql(CANCEL, { input: { answers, willingness: 9 } });
      expect(tooKeen.data.cancelMembership.userErrors).toEqual([
        {
          code: 'VALIDATION',
          field: ['input', 'willingness'],
          message: 'Choose how likely you are to come back, from 1 to 5.',
        },
      ]);

      const r = await b.gql(CANCEL, { input: { answers, feedback: 'Travelling for a while.', willingness: 4 } });
      expect(r.data.cancelMembership).toMatchObject({
        membership: { status: 'CANCELLED', nextBillingDate: null, allowedActions: ['RESUBSCRIBE'] },
        viewer: { subscriptionStatus: 'CANCELLED' },
        userErrors: [],
      });
    });

    it('a refused transition is 23001 with the api message, nothing changes', async () => {
      const b = shopper();
      const r = await b.gql(UNPAUSE);
      expect(r.data.unpauseMembership.userErrors).toEqual([
        { code: '23001', field: null, message: "You can't unpause your membership now: your membership is cancelled." },
      ]);
      const sub = await b.gql(PREVIEW, { input: { mode: 'SUBSCRIBE' } });
      expect(sub.data.checkoutPreview).toEqual({
        preview: null,
        userErrors: [{ code: '23001', field: null, message: "You can't subscribe now: your membership is cancelled." }],
      });
      expect((await b.gql(VIEWER_MEMBERSHIP)).data.viewer.membership.status).toBe('CANCELLED');
    });

    it('resubscribes: SUBSCRIBED again, a second receipt', async () => {
      const b = shopper();
      const { payload } = await checkout(b, 'RESUBSCRIBE');
      expect(payload).toMatchObject({
        paymentResult: { mode: 'RESUBSCRIBE', status: 'SUCCESS' },
        viewer: { subscriptionStatus: 'SUBSCRIBED' },
        userErrors: [],
      });
      const list = await b.gql(RECEIPTS, { first: 1 });
      expect(list.data.viewer.receipts).toMatchObject({ totalCount: 2, pageInfo: { hasNextPage: true } });
      const next = await b.gql(RECEIPTS, { first: 1, after: list.data.viewer.receipts.pageInfo.endCursor });
      expect(next.data.viewer.receipts.edges[0].node.mode).toBe('SUBSCRIBE');
      expect(next.data.viewer.receipts.pageInfo.hasNextPage).toBe(false);
    });
  });
}
