import type { InputHTMLAttributes } from 'react';
import { CLOTHING_SIZES, SHOE_SIZES } from './referenceLists.ts';
import '../../../ui/FormField/Choices.css';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>;

/**
 * The profile's clothing and shoe sizes as two groups of checkboxes (the profile form and the style
 * survey's size step). `inputProps` wires each box to its form: registered fields or checked/onChange.
 */
export function SizeChoices({
  inputProps,
}: {
  inputProps: (group: 'clothingSizes' | 'shoeSizes', value: string) => InputProps;
}) {
  return (
    <>
      <fieldset className="choice-group">
        <legend className="field__label">Clothing sizes</legend>
        <div className="choice-group__options">
          {CLOTHING_SIZES.map((size) => (
            <label key={size.value} className="choice choice--size" title={`${size.us}, ${size.waist}`}>
              <input type="checkbox" {...inputProps('clothingSizes', size.value)} />
              <span>
                {size.value}
                <small>{size.us}</small>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="choice-group">
        <legend className="field__label">Shoe sizes</legend>
        <div className="choice-group__options">
          {SHOE_SIZES.map((size) => (
            <label key={size.label} className="choice choice--size">
              <input type="checkbox" {...inputProps('shoeSizes', size.label)} />
              <span>
                {size.label}
                <small>
                  {size.us} · {size.eu}
                </small>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}
