import { useEffect, useId, useRef, type MouseEvent, type RefObject, type SyntheticEvent } from 'react';
import { getUiState, isAnyOverlayOpen } from '../platform/state/ui.ts';

export interface DialogOptions {
  /** Whether the dialog shows, from its owner's state. */
  open: boolean;
  /**
   * Asks the owner to close it (Escape, a browser-closed dialog, the backdrop when `backdropDismisses`).
   * Without it the shopper cannot close it: it shows work in progress and closes when the work ends.
   */
  dismiss?: () => void;
  /** A click on the backdrop (outside the panel) dismisses it. */
  backdropDismisses?: boolean;
  /** The page behind stops scrolling while it is open. */
  lockScroll?: boolean;
  /** Runs when the dialog closes because `open` turned false. */
  onClosed?: () => void;
}

export interface DialogProps {
  ref: RefObject<HTMLDialogElement | null>;
  'aria-labelledby': string;
  onCancel(event: SyntheticEvent<HTMLDialogElement>): void;
  onClose(): void;
  onClick(event: MouseEvent<HTMLDialogElement>): void;
}

/** The page scrolls again, unless another drawer or modal is still open. */
export function releaseScrollLock(): void {
  if (!isAnyOverlayOpen(getUiState())) document.body.style.overflow = 'auto';
}

function show(dialog: HTMLDialogElement): void {
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
}

function hide(dialog: HTMLDialogElement): void {
  if (typeof dialog.close === 'function') dialog.close();
  else dialog.removeAttribute('open');
}

/**
 * A modal <dialog> in step with its owner's `open` flag: the browser traps focus inside it and makes
 * the page behind inert. Spread `dialogProps` on the <dialog>; label it with `titleId`.
 */
export function useDialog({ open, dismiss, backdropDismisses = false, lockScroll = false, onClosed }: DialogOptions) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      show(dialog);
      if (lockScroll) document.body.style.overflow = 'hidden';
    } else if (!open && dialog.open) {
      hide(dialog);
      if (lockScroll) releaseScrollLock();
      onClosed?.();
    }
  }, [open, lockScroll, onClosed]);

  const dialogProps: DialogProps = {
    ref,
    'aria-labelledby': titleId,
    onCancel: (event) => {
      // Escape: the owner decides (and a dialog that cannot be dismissed stays).
      event.preventDefault();
      dismiss?.();
    },
    onClose: () => {
      // The browser may close a dialog on Escape even when its cancel is refused: open it again.
      const dialog = ref.current;
      if (dismiss) dismiss();
      else if (open && dialog && typeof dialog.showModal === 'function') dialog.showModal();
    },
    onClick: (event) => {
      if (backdropDismisses && dismiss && event.target === event.currentTarget) dismiss();
    },
  };
  return { titleId, dialogProps };
}
