import { useState } from 'react';
import type { BodyShape } from '../../__generated__/useSaveSurveySizesMutation.graphql.ts';
import { BODY_SHAPES, CLOTHING_SIZES, SHOE_SIZES, SizeChoices } from '../account/index.ts';
import { SurveyStep, toggled, type UserErrorLike } from './SurveyStep.tsx';
import { useSaveSurveySizesMutation } from './useSaveSurveySizesMutation.ts';
import '../../ui/FormField/Choices.css';

export interface SavedSizes {
  readonly clothingSizes: readonly string[];
  readonly shoeSizes: readonly string[];
  readonly bodyShape: BodyShape | null | undefined;
}

/** Step 3, size and fit: the profile's own sizes and body shape (the profile's lists), saved to the profile. */
export function SizeStep({ saved, onDone, onBack }: { saved: SavedSizes; onDone: () => void; onBack: () => void }) {
  const [clothing, setClothing] = useState<string[]>([...saved.clothingSizes]);
  const [shoes, setShoes] = useState<string[]>([...saved.shoeSizes]);
  const [shape, setShape] = useState<BodyShape | null>(saved.bodyShape ?? null);
  const [errors, setErrors] = useState<readonly UserErrorLike[]>([]);
  const [save, busy] = useSaveSurveySizesMutation();
  const next = async () => {
    try {
      const r = await save({
        input: { clothingSizes: clothing, shoeSizes: shoes, ...(shape ? { bodyShape: shape } : {}) },
      });
      setErrors(r.updateProfile.userErrors);
      if (r.updateProfile.userErrors.length === 0) onDone();
    } catch {
      // The network layer has shown the failure.
    }
  };
  return (
    <SurveyStep
      step={3}
      title="Size and fit"
      lead="The sizes you wear: we show what is available in them first. They are saved to your profile."
      errors={errors}
      canNext={clothing.length + shoes.length > 0}
      busy={busy}
      onNext={() => void next()}
      onBack={onBack}
    >
      <SizeChoices
        inputProps={(group, value) => {
          const [chosen, set, all] =
            group === 'clothingSizes' ? [clothing, setClothing, CLOTHING_SIZES] : [shoes, setShoes, SHOE_SIZES];
          return { checked: chosen.includes(value), onChange: () => set((c) => toggled(c, value, all.length)) };
        }}
      />
      <fieldset className="choice-group">
        <legend className="field__label">Body shape</legend>
        <div className="choice-group__options">
          {BODY_SHAPES.map((s) => (
            <label key={s.value} className="choice">
              <input type="radio" name="bodyShape" checked={shape === s.value} onChange={() => setShape(s.value)} />
              <span>{s.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </SurveyStep>
  );
}
