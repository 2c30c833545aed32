import { useRef, useState, type KeyboardEvent } from 'react';

interface Handlers {
  /** Escape with the list already closed. */
  onDismiss: () => void;
  /** Delete on an option that can be removed (a recent search): its `data-remove` value. */
  onRemove: (value: string) => void;
}

/**
 * The keyboard of a WAI-ARIA combobox whose listbox the caller renders: ArrowDown/ArrowUp move the
 * active option (aria-activedescendant; focus stays in the input), Enter picks it (a click on it),
 * Escape closes the list, then `onDismiss`. The options are read from the listbox's DOM, so each part
 * of the list renders its own options.
 */
export function useCombobox({ onDismiss, onRemove }: Handlers) {
  const listboxRef = useRef<HTMLDivElement>(null);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [open, setOpen] = useState(true);

  const options = () => [...(listboxRef.current?.querySelectorAll<HTMLElement>('[role="option"]') ?? [])];
  const activeOption = () => options().find((option) => option.id === activeId);

  const move = (step: 1 | -1) => {
    const list = options();
    if (list.length === 0) return setActiveId(null);
    const current = list.findIndex((option) => option.id === activeId);
    const next =
      list[current === -1 ? (step === 1 ? 0 : list.length - 1) : (current + step + list.length) % list.length];
    if (!next) return;
    setActiveId(next.id);
    next.scrollIntoView?.({ block: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        move(event.key === 'ArrowDown' ? 1 : -1);
        break;
      case 'Enter': {
        // With an active option Enter picks it; otherwise the form submits the typed text.
        const option = open ? activeOption() : undefined;
        if (!option) return;
        event.preventDefault();
        option.click();
        break;
      }
      case 'Escape':
        event.preventDefault();
        if (open) {
          setOpen(false);
          setActiveId(null);
        } else onDismiss();
        break;
      case 'Delete': {
        const value = open ? activeOption()?.dataset.remove : undefined;
        if (value === undefined) return;
        event.preventDefault();
        setActiveId(null);
        onRemove(value);
        break;
      }
    }
  };

  /** The text changed: the list opens again, with no option active. */
  const reset = () => {
    setOpen(true);
    setActiveId(null);
  };

  return { listboxRef, open, activeId: open ? activeId : null, onKeyDown, reset, openList: () => setOpen(true) };
}
