import { useId, useState, type FormEvent } from 'react';
import { FEEDBACK_COMMENT_MAX, feedbackComment } from '@tote/contract/feedback';
import type { FeedbackPlace } from '../../../__generated__/useLikeFeedbackMutation.graphql.ts';
import { notify, showToast } from '../../../platform/state/ui.ts';
import { SubmitButton, TextAreaField } from '../../../ui/FormField/FormField.tsx';
import { useLikeFeedbackMutation } from './useLikeFeedbackMutation.ts';
import { useSaveFeedbackMutation } from './useSaveFeedbackMutation.ts';
import './FeedbackWidget.css';

export const FEEDBACK_THANKS = 'Thanks for your feedback.';
export const FEEDBACK_SENT = 'Thanks — we read every note.';

function Thumb({ down }: { down?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" className={down ? 'feedback__thumb--down' : ''}>
      <path
        d="M7 11v9H4v-9h3Zm0 0 4-7c1.5 0 2.5 1 2 3l-.6 3H19a2 2 0 0 1 2 2.3l-1.2 6A2 2 0 0 1 17.8 20H7"
        stroke="currentColor"
        strokeWidth="1.5"
        fill="none"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * "Was this page helpful?": a thumb up or down (saved at once, changeable), then a few optional words.
 * Signed-in shoppers only (the account pages); each place keeps one feedback per shopper.
 */
export function FeedbackWidget({
  place,
  question = 'Was this page helpful?',
}: {
  place: FeedbackPlace;
  question?: string;
}) {
  const titleId = useId();
  const [like, liking] = useLikeFeedbackMutation();
  const [save, saving] = useSaveFeedbackMutation();
  const [rated, setRated] = useState<{ feedbackId: number; helpful: boolean } | null>(null);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const rate = async (helpful: boolean) => {
    try {
      const { likeFeedback } = await like({ input: { place, helpful } });
      const [first] = likeFeedback.userErrors;
      if (first || !likeFeedback.feedback) return void showToast(first?.message ?? 'Please try again.');
      setRated({ feedbackId: likeFeedback.feedback.feedbackId, helpful });
      notify({ message: FEEDBACK_THANKS, type: 'success', icon: helpful ? 'sparkle' : 'info' });
    } catch {
      // The network layer has shown the failure.
    }
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!rated) return;
    const checked = feedbackComment.safeParse(comment);
    if (!checked.success) return setError(checked.error.issues[0]!.message);
    setError(null);
    try {
      const { saveFeedback } = await save({ input: { feedbackId: rated.feedbackId, comment: checked.data } });
      const [first] = saveFeedback.userErrors;
      if (first) return setError(first.message);
      setSent(true);
      notify({ message: FEEDBACK_SENT, type: 'success', icon: 'gift' });
    } catch {
      // The network layer has shown the failure.
    }
  };

  return (
    <section className="account-section feedback" aria-labelledby={titleId}>
      <h2 id={titleId} className="feedback__question">
        {question}
      </h2>
      <div className="feedback__thumbs" role="group" aria-labelledby={titleId}>
        {[true, false].map((helpful) => (
          <button
            key={String(helpful)}
            type="button"
            className="button button--ghost feedback__thumb"
            aria-pressed={rated?.helpful === helpful}
            disabled={liking}
            onClick={() => void rate(helpful)}
          >
            <Thumb down={!helpful} />
            {helpful ? 'Yes' : 'No'}
          </button>
        ))}
      </div>
      {rated && !sent && (
        <form className="feedback__form" onSubmit={(event) => void send(event)} noValidate>
          <TextAreaField
            label="Tell us more (optional)"
            rows={3}
            maxLength={FEEDBACK_COMMENT_MAX}
            value={comment}
            error={error ?? undefined}
            onChange={(event) => setComment(event.target.value)}
          />
          <SubmitButton disabled={saving}>Send feedback</SubmitButton>
        </form>
      )}
    </section>
  );
}
