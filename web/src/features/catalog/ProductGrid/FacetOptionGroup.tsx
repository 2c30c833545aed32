import { useState } from 'react';
import './FiltersPanel.css';

interface Props {
  legend: string;
  /** What the "show all" button counts: "brands", "categories". */
  noun: string;
  options: ReadonlyArray<{ value: string; label: string; count: number }>;
  checked: (value: string) => boolean;
  onToggle: (value: string) => void;
}

const SHOWN = 12;

/** A facet as a checkbox list with counts; a long one shows its first values and a "show all" button. */
export function FacetOptionGroup({ legend, noun, options, checked, onToggle }: Props) {
  const [all, setAll] = useState(false);
  if (options.length === 0) return null;
  const shown = all ? options : options.slice(0, SHOWN);

  return (
    <fieldset className="filters__group">
      <legend className="filters__legend">{legend}</legend>
      <div className="filters__list">
        {shown.map((option) => (
          <label key={option.value} className="filters__option">
            <input type="checkbox" checked={checked(option.value)} onChange={() => onToggle(option.value)} />
            <span>{option.label}</span>
            <span className="filters__count">{option.count}</span>
          </label>
        ))}
      </div>
      {options.length > SHOWN ? (
        <button type="button" className="filters__more" onClick={() => setAll((value) => !value)}>
          {all ? `Show fewer ${noun}` : `Show all ${options.length} ${noun}`}
        </button>
      ) : null}
    </fieldset>
  );
}
