import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import { FEEDBACK_COMMENT_MAX, FeedbackMessages } from '@tote/contract/feedback';
import { renderWithRelay, type MockEnvironment } from '../../../../test/relay.tsx';
import { signInForTest } from '../../../../test/session.ts';
import { getUiState } from '../../../platform/state/ui.ts';
import { FEEDBACK_SENT, FEEDBACK_THANKS, FeedbackWidget } from './FeedbackWidget.tsx';

const toasts = () => getUiState().toasts.map((toast) => toast.message);
const errors = [] as const;

function renderWidget(): MockEnvironment {
  signInForTest();
  const environment = createMockEnvironment();
  renderWithRelay(<FeedbackWidget place="ACCOUNT_OVERVIEW" />, { environment });
  return environment;
}

function answer(environment: MockEnvironment, data: Record<string, unknown>) {
  act(() => environment.mock.resolveMostRecentOperation({ data }));
}

async function rate(environment: MockEnvironment, name: 'Yes' | 'No', feedbackId = 7) {
  fireEvent.click(screen.getByRole('button', { name }));
  const operation = environment.mock.getMostRecentOperation();
  const helpful = name === 'Yes';
  expect(operation.request.variables).toEqual({ input: { place: 'ACCOUNT_OVERVIEW', helpful } });
  answer(environment, { likeFeedback: { feedback: { feedbackId, helpful }, userErrors: errors } });
  await waitFor(() => expect(screen.getByRole('button', { name }).getAttribute('aria-pressed')).toBe('true'));
}

describe('FeedbackWidget', () => {
  it('rates with a thumb, thanks in a notification, then sends the optional words', async () => {
    const environment = renderWidget();
    expect(screen.getByRole('heading', { name: 'Was this page helpful?' })).toBeTruthy();
    expect(screen.queryByLabelText('Tell us more (optional)')).toBeNull();

    await rate(environment, 'Yes');
    expect(toasts()).toEqual([FEEDBACK_THANKS]);
    expect(screen.getByRole('button', { name: 'No' }).getAttribute('aria-pressed')).toBe('false');

    fireEvent.change(screen.getByLabelText('Tell us more (optional)'), { target: { value: '  Easy to use.  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
      input: { feedbackId: 7, comment: 'Easy to use.' },
    });
    answer(environment, { saveFeedback: { feedback: { feedbackId: 7, comment: 'Easy to use.' }, userErrors: errors } });
    await waitFor(() => expect(screen.queryByLabelText('Tell us more (optional)')).toBeNull());
    expect(toasts()).toEqual([FEEDBACK_THANKS, FEEDBACK_SENT]);
  });

  it('checks the words with the shared rule before sending, and shows a refusal under the field', async () => {
    const environment = renderWidget();
    await rate(environment, 'No', 9);
    const field = screen.getByLabelText('Tell us more (optional)');
    expect(field.getAttribute('maxlength')).toBe(String(FEEDBACK_COMMENT_MAX));

    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(screen.getByRole('alert').textContent).toBe(FeedbackMessages.commentRequired);
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    fireEvent.change(field, { target: { value: 'Hard to find returns.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    answer(environment, {
      saveFeedback: {
        feedback: null,
        userErrors: [{ code: '20003', field: ['input', 'feedbackId'], message: 'Feedback 9 not found' }],
      },
    });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Feedback 9 not found'));
  });
});
