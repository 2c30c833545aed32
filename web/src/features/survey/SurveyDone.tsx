import { useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../ui/FormField/FormField.tsx';
import type { UserErrorLike } from './SurveyStep.tsx';
import { useResetSurveyMutation } from './useResetSurveyMutation.ts';

/** The end: the survey is done (or says which step is left), with the picks it feeds and a fresh start. */
export function SurveyDone({
  completed,
  nextStep,
  onResume,
  onReset,
}: {
  completed: boolean;
  nextStep: number;
  onResume: () => void;
  onReset: () => void;
}) {
  const [reset, busy] = useResetSurveyMutation();
  const [errors, setErrors] = useState<readonly UserErrorLike[]>([]);
  const startOver = async () => {
    try {
      const r = await reset({});
      setErrors(r.resetStyleSurvey.userErrors);
      if (r.resetStyleSurvey.userErrors.length === 0) onReset();
    } catch {
      // The network layer has shown the failure.
    }
  };
  return (
    <section className="survey-step survey-done" aria-labelledby="survey-done-title">
      <h2 id="survey-done-title" className="survey-step__title">
        {completed ? 'Your style survey is done' : 'Almost there'}
      </h2>
      <p className="survey-step__lead">
        {completed
          ? 'Thank you! Your picks now follow your vibe, your brand crushes and your sizes.'
          : `Step ${nextStep} of 5 is still open.`}
      </p>
      {errors.map((e) => (
        <FormAlert key={e.code + e.message}>{e.message}</FormAlert>
      ))}
      <div className="survey-step__actions">
        {completed ? (
          <Link to="/" className="button">
            See your picks
          </Link>
        ) : (
          <button type="button" className="button" onClick={onResume}>
            Continue
          </button>
        )}
        <button type="button" className="button button--ghost" disabled={busy} onClick={() => void startOver()}>
          Start over
        </button>
      </div>
    </section>
  );
}
