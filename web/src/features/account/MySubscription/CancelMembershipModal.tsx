import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { CancelMembershipModalQuery } from '../../../__generated__/CancelMembershipModalQuery.graphql.ts';
import { Modal } from '../../../ui/Modal/Modal.tsx';
import { FormAlert, SubmitButton } from '../../../ui/FormField/FormField.tsx';
import { useCancelMembershipMutation } from './useCancelMembershipMutation.ts';
import { useTrackEvent } from '../../../platform/tracking/useTrackEventMutation.ts';
import { closeModal } from '../../../platform/state/ui.ts';
import { Suspense } from 'react';
import { Spinner } from '../../../ui/Spinner/Spinner.tsx';
import { CANCEL_ANSWER_TEXT_MAX } from '@tote/contract/member';

export const SURVEY_REQUIRED = 'Please answer this question.';

/** The cancel flow: the survey (/member/cancel-survey), feedback and willingness → cancelMembership. */
interface Props {
  /** A reason chosen before the form opened (the assistant's cancel_survey_reason): chosen in the form. */
  reason?: { questionId: number; optionId: number } | null;
  onCancelled: () => void;
}

export function CancelMembershipModal({ reason = null, onCancelled }: Props) {
  return (
    <Modal name="cancelMembership" title="Cancel your membership?">
      <Suspense fallback={<Spinner />}>
        <CancelSurveyForm reason={reason} onCancelled={onCancelled} />
      </Suspense>
    </Modal>
  );
}

function CancelSurveyForm({ reason, onCancelled }: Required<Props>) {
  const { cancelSurvey } = useLazyLoadQuery<CancelMembershipModalQuery>(
    graphql`
      query CancelMembershipModalQuery {
        cancelSurvey {
          questions {
            questionId
            title
            type
            required
            options {
              optionId
              text
              allowText
            }
          }
          willingness {
            title
            min
            max
            minLabel
            maxLabel
          }
          feedback {
            title
            placeholder
            maxLength
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  const [answers, setAnswers] = useState<Record<number, number[]>>(() => {
    const named = cancelSurvey.questions
      .find((q) => q.questionId === reason?.questionId)
      ?.options.some((o) => o.optionId === reason?.optionId);
    return reason && named ? { [reason.questionId]: [reason.optionId] } : {};
  });
  const [texts, setTexts] = useState<Record<number, string>>({});
  const [feedback, setFeedback] = useState('');
  const [willingness, setWillingness] = useState<number | null>(null);
  const [missing, setMissing] = useState<Set<number>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const [cancel, cancelling] = useCancelMembershipMutation();
  const track = useTrackEvent();

  const choose = (questionId: number, optionId: number, single: boolean, checked: boolean) => {
    track({ eventType: 'CHOOSE_CANCEL_REASON' });
    setAnswers((current) => {
      const before = current[questionId] ?? [];
      const next = single ? [optionId] : checked ? [...before, optionId] : before.filter((id) => id !== optionId);
      return { ...current, [questionId]: next };
    });
  };

  const submit = async () => {
    setError(null);
    const unanswered = new Set(
      cancelSurvey.questions
        .filter((q) => q.required && (answers[q.questionId] ?? []).length === 0)
        .map((q) => q.questionId),
    );
    setMissing(unanswered);
    if (unanswered.size > 0) return;
    try {
      const { cancelMembership: r } = await cancel({
        input: {
          answers: cancelSurvey.questions
            .filter((q) => (answers[q.questionId] ?? []).length > 0)
            .map((q) => ({
              questionId: q.questionId,
              optionIds: answers[q.questionId] ?? [],
              ...(texts[q.questionId] ? { text: texts[q.questionId] } : {}),
            })),
          ...(feedback.trim() ? { feedback: feedback.trim() } : {}),
          ...(willingness != null ? { willingness } : {}),
        },
      });
      if (r.userErrors.length > 0) {
        setError(r.userErrors.map((e) => e.message).join(' '));
        return;
      }
      track({ eventType: 'CANCEL_SUBSCRIPTION' });
      closeModal('cancelMembership');
      onCancelled();
    } catch {
      setError('Network Error. Please try again later.');
    }
  };

  const scale: number[] = [];
  for (let i = cancelSurvey.willingness.min; i <= cancelSurvey.willingness.max; i++) scale.push(i);

  return (
    <form
      className="cancel-survey"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {error ? <FormAlert>{error}</FormAlert> : null}
      {cancelSurvey.questions.map((q) => {
        const chosen = answers[q.questionId] ?? [];
        const single = q.type === 'SINGLE';
        return (
          <fieldset key={q.questionId} className="cancel-survey__question">
            <legend>{q.title}</legend>
            {q.options.map((option) => (
              <div key={option.optionId}>
                <label className="checkbox">
                  <input
                    type={single ? 'radio' : 'checkbox'}
                    name={`q${q.questionId}`}
                    checked={chosen.includes(option.optionId)}
                    onChange={(event) => choose(q.questionId, option.optionId, single, event.target.checked)}
                  />{' '}
                  {option.text}
                </label>
                {option.allowText && chosen.includes(option.optionId) ? (
                  <input
                    className="field__input"
                    aria-label={`${option.text}: tell us more`}
                    maxLength={CANCEL_ANSWER_TEXT_MAX}
                    value={texts[q.questionId] ?? ''}
                    onChange={(event) => setTexts((current) => ({ ...current, [q.questionId]: event.target.value }))}
                  />
                ) : null}
              </div>
            ))}
            {missing.has(q.questionId) ? (
              <p className="field__error" role="alert">
                {SURVEY_REQUIRED}
              </p>
            ) : null}
          </fieldset>
        );
      })}
      <fieldset className="cancel-survey__question">
        <legend>{cancelSurvey.willingness.title}</legend>
        <div className="cancel-survey__scale">
          <span>{cancelSurvey.willingness.minLabel}</span>
          {scale.map((value) => (
            <label key={value}>
              <input
                type="radio"
                name="willingness"
                checked={willingness === value}
                onChange={() => setWillingness(value)}
              />{' '}
              {value}
            </label>
          ))}
          <span>{cancelSurvey.willingness.maxLabel}</span>
        </div>
      </fieldset>
      <label className="field">
        <span className="field__label">{cancelSurvey.feedback.title}</span>
        <textarea
          className="field__input"
          placeholder={cancelSurvey.feedback.placeholder}
          maxLength={cancelSurvey.feedback.maxLength}
          value={feedback}
          onChange={(event) => setFeedback(event.target.value)}
        />
      </label>
      <div className="membership-actions">
        <button type="button" className="button button--ghost" onClick={() => closeModal('cancelMembership')}>
          Keep my membership
        </button>
        <SubmitButton disabled={cancelling}>{cancelling ? 'Cancelling…' : 'Cancel membership'}</SubmitButton>
      </div>
    </form>
  );
}
