import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { VibeStep_survey$key } from '../../__generated__/VibeStep_survey.graphql.ts';
import { SurveyStep, toggled, type UserErrorLike } from './SurveyStep.tsx';
import { useChooseVibesMutation } from './useChooseVibesMutation.ts';

/** Step 1, set the vibe: pick 1..3 looks. */
export function VibeStep({ survey, onDone }: { survey: VibeStep_survey$key; onDone: () => void }) {
  const s = useFragment(
    graphql`
      fragment VibeStep_survey on StyleSurvey {
        vibes {
          optionId
          title
          description
          image {
            url
            alt
          }
          selected
        }
        vibeLimits {
          min
          max
        }
      }
    `,
    survey,
  );
  const [chosen, setChosen] = useState(() => s.vibes.filter((v) => v.selected).map((v) => v.optionId));
  const [errors, setErrors] = useState<readonly UserErrorLike[]>([]);
  const [choose, busy] = useChooseVibesMutation();
  const next = async () => {
    try {
      const r = await choose({ input: { optionIds: chosen } });
      setErrors(r.chooseSurveyVibes.userErrors);
      if (r.chooseSurveyVibes.userErrors.length === 0) onDone();
    } catch {
      // The network layer has shown the failure.
    }
  };
  return (
    <SurveyStep
      step={1}
      title="Set the vibe"
      lead={`Which looks feel like you? Pick up to ${s.vibeLimits.max}.`}
      errors={errors}
      canNext={chosen.length >= s.vibeLimits.min}
      busy={busy}
      onNext={() => void next()}
      onBack={null}
    >
      <ul className="survey-vibes">
        {s.vibes.map((v) => (
          <li key={v.optionId}>
            <button
              type="button"
              className="survey-vibe"
              aria-pressed={chosen.includes(v.optionId)}
              onClick={() => setChosen((c) => toggled(c, v.optionId, s.vibeLimits.max))}
            >
              <img src={v.image.url} alt="" className="survey-vibe__image" loading="lazy" />
              <span className="survey-vibe__title">{v.title}</span>
              <span className="survey-vibe__text">{v.description}</span>
            </button>
          </li>
        ))}
      </ul>
    </SurveyStep>
  );
}
