import { useEffect, useId, useRef, type ReactNode } from 'react';
import { closeModal, useUi, type ModalName } from '../../state/ui.ts';
import './Modal.css';

interface Props {
  name: ModalName;
  title: string;
  children: ReactNode;
}

/**
 * A centred modal <dialog> whose open flag lives in the UI store (SPEC.md §3 flags): the browser
 * traps focus and makes the page inert; Escape, the close button and the backdrop close it.
 */
export function Modal({ name, title, children }: Props) {
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
        closeModal(name);
      }}
      onClose={() => closeModal(name)}
      onClick={(event) => {
        if (event.target === event.currentTarget) closeModal(name);
      }}
    >
      <div className="modal__panel">
        <div className="modal__head">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button type="button" className="icon-button" aria-label="Close" onClick={() => closeModal(name)}>
            <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
              <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="1.5" fill="none" />
            </svg>
          </button>
        </div>
        {open ? children : null}
      </div>
    </dialog>
  );
}
