import { useRef, useState } from 'react';
import { useServerDrawnChoice } from '../../platform/hooks/useServerDrawnChoice.ts';
import './QuantityControl.css';

interface Props {
  value: number;
  max: number;
  min?: number;
  /** Names what is counted, for screen readers: "Quantity of Silk Midi Dress". */
  label: string;
  disabled?: boolean;
  onChange(value: number): void;
}

/**
 * A quantity control: minus, edit, plus. A typed number applies on blur or Enter and is
 * clamped to min..max; anything else goes back to the current value. A number typed on the server's page before the
 * app took over applies then.
 */
export function QuantityControl({ value, max, min = 1, label, disabled = false, onChange }: Props) {
  const [draft, setDraft] = useState(String(value));
  // A new value from outside replaces the draft (adjusted while rendering, as React advises, not in an effect).
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    setDraft(String(value));
  }

  const apply = (text = draft) => {
    const typed = Number.parseInt(text, 10);
    if (!Number.isFinite(typed)) {
      setDraft(String(value));
      return;
    }
    const next = Math.min(max, Math.max(min, typed));
    setDraft(String(next));
    if (next !== value) onChange(next);
  };

  const input = useRef<HTMLInputElement>(null);
  useServerDrawnChoice(input, ([typed]) => apply(typed?.value));

  return (
    <div className="quantity" role="group" aria-label={label}>
      <button
        type="button"
        className="quantity__step"
        aria-label="Decrease quantity"
        disabled={disabled || value <= min}
        onClick={() => onChange(value - 1)}
      >
        −
      </button>
      <input
        ref={input}
        className="quantity__input"
        inputMode="numeric"
        aria-label="Quantity"
        value={draft}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value.replace(/\D/g, '').slice(0, 2))}
        onBlur={() => apply()}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            apply();
          }
        }}
      />
      <button
        type="button"
        className="quantity__step"
        aria-label="Increase quantity"
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
    </div>
  );
}
