import type { ChangeEvent, InputHTMLAttributes } from 'react';
import { acceptsNumericInput } from '@tote/contract/numeric-input';

/**
 * The props of a controlled number field (SPEC §5: at most 3 integer digits and 2 decimals): a text field with the
 * decimal keypad, whose keystrokes that would break the rule are refused (the field keeps its value). Not
 * `type="number"`, whose value the browser empties when it cannot parse it, so nothing could be refused.
 */
export function numericInputProps(
  onValue: (text: string) => void,
): Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'autoComplete' | 'onChange'> {
  return {
    type: 'text',
    inputMode: 'decimal',
    autoComplete: 'off',
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      if (acceptsNumericInput(event.target.value)) onValue(event.target.value);
    },
  };
}
