/**
 * Feedback through the gateway against the real api (schema/feedback.graphql): likeFeedback and
 * saveFeedback for the viewer, the comment rule as a VALIDATION userError, another shopper's feedback
 * as the 20003 userError (never changed, never shown), and a guest refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FeedbackMessages } from '@tote/contract/feedback';
import { Browser, signUp } from './account-helpers.js';
import { startGateway, type Gateway } from './helpers.js';

const FEEDBACK_FIELDS = `
  feedback {
    feedbackId
    place
    helpful
    comment
    updatedAt
  }
  userErrors {
    code
    field
    message
  }
`;
const LIKE = /* GraphQL */ `
  mutation LikeFeedback($input: LikeFeedbackInput!) {
    likeFeedback(input: $input) { ${FEEDBACK_FIELDS} }
  }
`;
const SAVE = /* GraphQL */ `
  mutation SaveFeedback($input: SaveFeedbackInput!) {
    saveFeedback(input: $input) { ${FEEDBACK_FIELDS} }
  }
`;

let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(async () => {
  await gw?.close();
});

async function member(): Promise<Browser> {
  const b = new Browser(gw.url);
  await signUp(b);
  return b;
}

describe('feedback', () => {
  it('rates a place and adds a comment; rating again keeps the comment', async () => {
    const b = await member();
    const liked = await b.gql(LIKE, { input: { place: 'ACCOUNT_OVERVIEW', helpful: true } });
    expect(liked.errors).toBeUndefined();
    const { feedbackId } = liked.data.likeFeedback.feedback;
    expect(liked.data.likeFeedback).toEqual({
      feedback: { feedbackId, place: 'ACCOUNT_OVERVIEW', helpful: true, comment: null, updatedAt: expect.any(String) },
      userErrors: [],
    });
    const saved = await b.gql(SAVE, { input: { feedbackId, comment: '  Easy to find my orders.  ' } });
    expect(saved.data.saveFeedback.feedback).toMatchObject({ feedbackId, comment: 'Easy to find my orders.' });
    const again = await b.gql(LIKE, { input: { place: 'ACCOUNT_OVERVIEW', helpful: false } });
    expect(again.data.likeFeedback.feedback).toMatchObject({
      feedbackId,
      helpful: false,
      comment: 'Easy to find my orders.',
    });
  });

  it("answers the comment rule and another member's feedback as userErrors, and needs a session", async () => {
    const a = await member();
    const b = await member();
    const { feedbackId } = (await a.gql(LIKE, { input: { place: 'ACCOUNT_OVERVIEW', helpful: true } })).data
      .likeFeedback.feedback;
    const save = async (who: Browser, input: Record<string, unknown>) =>
      (await who.gql(SAVE, { input })).data.saveFeedback;

    expect(await save(a, { feedbackId, comment: '   ' })).toEqual({
      feedback: null,
      userErrors: [{ code: 'VALIDATION', field: ['input', 'comment'], message: FeedbackMessages.commentRequired }],
    });
    expect(await save(b, { feedbackId, comment: 'Not my feedback.' })).toEqual({
      feedback: null,
      userErrors: [{ code: '20003', field: ['input', 'feedbackId'], message: `Feedback ${feedbackId} not found` }],
    });
    expect((await save(a, { feedbackId, comment: 'Mine.' })).feedback).toMatchObject({ comment: 'Mine.' });

    const guest = await new Browser(gw.url).gql(LIKE, { input: { place: 'ACCOUNT_OVERVIEW', helpful: true } });
    expect(guest.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
