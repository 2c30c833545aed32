import { useState } from 'react';
import { SurveyStep, type UserErrorLike } from './SurveyStep.tsx';

export interface Choice {
  readonly value: string;
  readonly label: string;
  readonly description: string;
  readonly selected: boolean;
}

/** Steps 4 and 5: one choice of a list (your day to day, your spend style); `save` answers the refusals. */
export function ChoiceStep(props: {
  step: 4 | 5;
  title: string;
  lead: string;
  choices: readonly Choice[];
  busy: boolean;
  save: (value: string) => Promise<readonly UserErrorLike[]>;
  onDone: () => void;
  onBack: () => void;
}) {
  const [value, setValue] = useState(() => props.choices.find((c) => c.selected)?.value ?? null);
  const [errors, setErrors] = useState<readonly UserErrorLike[]>([]);
  const next = async () => {
    if (!value) return;
    try {
      const refused = await props.save(value);
      setErrors(refused);
      if (refused.length === 0) props.onDone();
    } catch {
      // The network layer has shown the failure.
    }
  };
  return (
    <SurveyStep
      step={props.step}
      title={props.title}
      lead={props.lead}
      errors={errors}
      canNext={value !== null}
      busy={props.busy}
      onNext={() => void next()}
      onBack={props.onBack}
    >
      <div className="survey-choices" role="radiogroup" aria-label={props.title}>
        {props.choices.map((c) => (
          <label key={c.value} className="survey-choice">
            <input
              type="radio"
              name={`survey-step-${props.step}`}
              checked={value === c.value}
              onChange={() => setValue(c.value)}
            />
            <span className="survey-choice__label">{c.label}</span>
            <span className="survey-choice__text">{c.description}</span>
          </label>
        ))}
      </div>
    </SurveyStep>
  );
}
