import { useEffect, useId, useRef, type ReactNode } from 'react';
import { closeModal, getUiState, useUi, type ModalName } from '../../state/ui.ts';
import './Modal.css';

interface Props {
  name: ModalName;
  title: string;
  children: ReactNode;
  /**
   * false: no close button, and Escape and the backdrop do nothing (a modal that shows work in
   * progress and closes itself when the work ends).
   */
  dismissible?: boolean;
}

/**
 * A centred modal <dialog> whose open flag lives in the UI store (SPEC.md §3 flags): the browser
 * traps focus and makes the page inert; Escape, the close button and the backdrop close it (unless
 * `dismissible` is false).
 */
export function Modal({ name, title, children, dismissible = true }: Props) {
  const open = useUi((state) => state.modals[name]);
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  useEffect(() => () => closeModal(name), [name]);

  return (
    <dialog
      ref={ref}
      className="modal"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (dismissible) closeModal(name);
      }}
      onClose={() => {
        // The browser may close a dialog on Escape even when its cancel is refused: open it again.
        const dialog = ref.current;
        if (!dismissible && getUiState().modals[name] && dialog && typeof dialog.showModal === 'function') dialog.showModal();
        else closeModal(name);
      }}
      onClick={(event) => {
        if (dismissible && event.target === event.currentTarget) closeModal(name);
      }}
    >
      <div className="modal__panel">
        <div className="modal__head">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          {dismissible ? (
            <button type="button" className="icon-button" aria-label="Close" onClick={() => closeModal(name)}>
              <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
                <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="1.5" fill="none" />
              </svg>
            </button>
          ) : null}
        </div>
        {open ? children : null}
      </div>
    </dialog>
  );
}
