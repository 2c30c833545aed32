import { createContext, use, useId, type ReactNode, type RefObject } from 'react';

interface ListboxState {
  listboxId: string;
  listboxRef: RefObject<HTMLDivElement | null>;
  open: boolean;
  activeId: string | null;
  /** The typed text is ahead of the options shown (suggestions on their way). */
  busy: boolean;
}

export const ListboxContext = createContext<ListboxState | null>(null);

function useListbox(): ListboxState {
  const state = use(ListboxContext);
  if (!state) throw new Error('A search option needs its ListboxContext');
  return state;
}

/** The combobox's one listbox (whichever part of the panel shows it): hidden while the list is closed. */
export function SearchListbox({ label, children }: { label: string; children: ReactNode }) {
  const { listboxId, listboxRef, open, busy } = useListbox();
  return (
    <div
      ref={listboxRef}
      id={listboxId}
      role="listbox"
      aria-label={label}
      aria-busy={busy}
      className={`search-panel__listbox${busy ? ' search-panel__listbox--busy' : ''}`}
      hidden={!open}
    >
      {children}
    </div>
  );
}

/** A labelled group of options; `inline` lays them out as chips. */
export function SearchOptionGroup({
  label,
  labelId,
  inline = false,
  children,
}: {
  /** The group's visible label; none when `labelId` names one outside the listbox. */
  label?: string;
  labelId?: string;
  inline?: boolean;
  children: ReactNode;
}) {
  const ownId = useId();
  return (
    <div
      role="group"
      aria-labelledby={labelId ?? ownId}
      className={`search-panel__group${inline ? ' search-panel__group--inline' : ''}`}
    >
      {label ? (
        <div role="presentation" id={ownId} className="search-panel__group-label">
          {label}
        </div>
      ) : null}
      {children}
    </div>
  );
}

interface OptionProps {
  /** Unique within the listbox: `${group}-${index}`. */
  optionKey: string;
  onSelect: () => void;
  /** Delete on the active option removes it (recent searches). */
  removeValue?: string;
  className?: string;
  children: ReactNode;
}

/** One option: picked by a click or by Enter while active; the pointer never takes focus from the input. */
export function SearchOption({ optionKey, onSelect, removeValue, className = '', children }: OptionProps) {
  const { listboxId, activeId } = useListbox();
  const id = `${listboxId}-${optionKey}`;
  const active = id === activeId;
  return (
    <div
      role="option"
      id={id}
      aria-selected={active}
      data-remove={removeValue}
      className={`search-panel__option ${className}${active ? ' search-panel__option--active' : ''}`}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onSelect}
    >
      {children}
    </div>
  );
}

/** Whether the list is open (parts shown beside the listbox hide with it). */
export function useListboxOpen(): boolean {
  return useListbox().open;
}
