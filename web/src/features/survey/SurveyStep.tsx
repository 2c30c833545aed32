import type { ReactNode } from 'react';
import { FormAlert } from '../../ui/FormField/FormField.tsx';

export interface UserErrorLike {
  readonly code: string;
  readonly message: string;
}

/**
 * One step's frame: its number and title, what it asks, the choices, the refusal if any, and the Back /
 * Next buttons (Next waits for a valid answer and for the save).
 */
export function SurveyStep(props: {
  step: number;
  title: string;
  lead: string;
  errors: readonly UserErrorLike[];
  canNext: boolean;
  busy: boolean;
  onNext: () => void;
  onBack: (() => void) | null;
  children: ReactNode;
}) {
  return (
    <section className="survey-step" aria-labelledby="survey-step-title">
      <p className="eyebrow">Step {props.step} of 5</p>
      <h2 id="survey-step-title" className="survey-step__title">
        {props.title}
      </h2>
      <p className="survey-step__lead">{props.lead}</p>
      {props.errors.map((e) => (
        <FormAlert key={e.code + e.message}>{e.message}</FormAlert>
      ))}
      {props.children}
      <div className="survey-step__actions">
        {props.onBack ? (
          <button type="button" className="button button--ghost" onClick={props.onBack}>
            Back
          </button>
        ) : null}
        <button type="button" className="button" disabled={!props.canNext || props.busy} onClick={props.onNext}>
          {props.busy ? 'Saving…' : props.step === 5 ? 'Finish' : 'Next'}
        </button>
      </div>
    </section>
  );
}

/** Adds or removes `value`, keeping at most `max`. */
export function toggled<T>(list: readonly T[], value: T, max: number): T[] {
  if (list.includes(value)) return list.filter((x) => x !== value);
  return list.length >= max ? [...list] : [...list, value];
}
