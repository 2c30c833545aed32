import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { BrandStep_survey$key } from '../../__generated__/BrandStep_survey.graphql.ts';
import { SurveyStep, toggled, type UserErrorLike } from './SurveyStep.tsx';
import { useChooseBrandsMutation } from './useChooseBrandsMutation.ts';

/** Step 2, brand crushes: pick 1..10 designers. */
export function BrandStep({
  survey,
  onDone,
  onBack,
}: {
  survey: BrandStep_survey$key;
  onDone: () => void;
  onBack: () => void;
}) {
  const s = useFragment(
    graphql`
      fragment BrandStep_survey on StyleSurvey {
        brands {
          brandId
          name
          logo {
            url
          }
          selected
        }
        brandLimits {
          min
          max
        }
      }
    `,
    survey,
  );
  const [chosen, setChosen] = useState(() => s.brands.filter((b) => b.selected).map((b) => b.brandId));
  const [errors, setErrors] = useState<readonly UserErrorLike[]>([]);
  const [choose, busy] = useChooseBrandsMutation();
  const next = async () => {
    try {
      const r = await choose({ input: { brandIds: chosen } });
      setErrors(r.chooseSurveyBrands.userErrors);
      if (r.chooseSurveyBrands.userErrors.length === 0) onDone();
    } catch {
      // The network layer has shown the failure.
    }
  };
  return (
    <SurveyStep
      step={2}
      title="Brand crushes"
      lead={`The designers you love. Pick up to ${s.brandLimits.max}.`}
      errors={errors}
      canNext={chosen.length >= s.brandLimits.min}
      busy={busy}
      onNext={() => void next()}
      onBack={onBack}
    >
      <ul className="survey-brands">
        {s.brands.map((b) => (
          <li key={b.brandId}>
            <button
              type="button"
              className="survey-brand"
              aria-pressed={chosen.includes(b.brandId)}
              onClick={() => setChosen((c) => toggled(c, b.brandId, s.brandLimits.max))}
            >
              <img src={b.logo.url} alt="" className="survey-brand__logo" loading="lazy" />
              <span>{b.name}</span>
            </button>
          </li>
        ))}
      </ul>
      <p className="survey-step__count" aria-live="polite">
        {chosen.length} of {s.brandLimits.max} chosen
      </p>
    </SurveyStep>
  );
}
