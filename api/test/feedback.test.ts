/**
 * Feedback (contract/feedback.ts): /feedback/like keeps one thumb per user and place, /feedback/save adds
 * a comment to the user's own feedback only; the comment's rule answers 40001 with its message verbatim.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@tote/contract/codes';
import { FEEDBACK_COMMENT_MAX, FeedbackMessages, type Feedback } from '@tote/contract/feedback';
import { data } from './http.js';
import { call, RELAXED_LIMITS, signUp } from './accounts-helpers.js';
import { openTestApi, type TestApi } from './db.js';

let t: TestApi;
beforeAll(async () => {
  t = await openTestApi({ limits: RELAXED_LIMITS });
});
afterAll(() => t.close());

const like = (token: string | undefined, body: Record<string, unknown>) =>
  call<Feedback>(t.app, '/v1/feedback/like', body, token);
const save = (token: string | undefined, body: Record<string, unknown>) =>
  call<Feedback>(t.app, '/v1/feedback/save', body, token);
const rowsOf = (userId: number) =>
  t.db.selectFrom('feedback').selectAll().where('user_id', '=', userId).orderBy('id').execute();

describe('/feedback/like', () => {
  it('stores a thumb up; liking again changes the same feedback and keeps its comment', async () => {
    const s = await signUp(t.app);
    const first = data(await like(s.token, { place: 'account-overview', helpful: true }));
    expect(first).toEqual({
      feedbackId: expect.any(Number),
      place: 'account-overview',
      helpful: true,
      comment: null,
      updatedAt: expect.any(String),
    });
    data(await save(s.token, { feedbackId: first.feedbackId, comment: 'Clear and quick.' }));

    const again = data(await like(s.token, { place: 'account-overview', helpful: false }));
    expect(again).toMatchObject({ feedbackId: first.feedbackId, helpful: false, comment: 'Clear and quick.' });
    expect(await rowsOf(s.user.userId)).toMatchObject([{ id: first.feedbackId, helpful: false }]);
  });

  it('refuses an unknown place and a guest', async () => {
    const s = await signUp(t.app);
    expect((await like(s.token, { place: 'checkout', helpful: true })).body.code).toBe(ErrorCode.BAD_REQUEST);
    expect((await like(s.token, { place: 'account-overview' })).body.code).toBe(ErrorCode.BAD_REQUEST);
    expect((await like(undefined, { place: 'account-overview', helpful: true })).body.code).toBe(
      ErrorCode.UNAUTHORIZED,
    );
    expect(await rowsOf(s.user.userId)).toEqual([]);
  });
});

describe('/feedback/save', () => {
  it('saves a trimmed comment on the own feedback, replacing the last one', async () => {
    const s = await signUp(t.app);
    const { feedbackId } = data(await like(s.token, { place: 'account-overview', helpful: false }));
    data(await save(s.token, { feedbackId, comment: 'First try.' }));
    const saved = data(await save(s.token, { feedbackId, comment: '  I could not find my returns.  ' }));
    expect(saved).toMatchObject({ feedbackId, helpful: false, comment: 'I could not find my returns.' });
    expect(await rowsOf(s.user.userId)).toMatchObject([{ comment: 'I could not find my returns.' }]);
  });

  it("never touches another user's feedback: 20003, nothing stored", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const { feedbackId } = data(await like(a.token, { place: 'account-overview', helpful: true }));
    const refused = await save(b.token, { feedbackId, comment: 'Not mine.' });
    expect(refused.body).toMatchObject({
      code: ErrorCode.DATA_NOT_FOUND,
      message: { content: `Feedback ${feedbackId} not found` },
    });
    expect(await rowsOf(a.user.userId)).toMatchObject([{ comment: null }]);
  });

  it('answers the comment rule verbatim (40001): empty or too long', async () => {
    const s = await signUp(t.app);
    const { feedbackId } = data(await like(s.token, { place: 'account-overview', helpful: true }));
    for (const [comment, message] of [
      ['   ', FeedbackMessages.commentRequired],
      [undefined, FeedbackMessages.commentRequired],
      ['x'.repeat(FEEDBACK_COMMENT_MAX + 1), FeedbackMessages.commentTooLong],
    ] as const) {
      const refused = await save(s.token, { feedbackId, comment });
      expect(refused.body).toMatchObject({ code: ErrorCode.BAD_REQUEST, message: { content: message } });
    }
    expect(data(await save(s.token, { feedbackId, comment: 'x'.repeat(FEEDBACK_COMMENT_MAX) })).comment).toHaveLength(
      FEEDBACK_COMMENT_MAX,
    );
  });
});
