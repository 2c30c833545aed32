import { useEffect, type ReactNode } from 'react';
import { useDialog } from '../useDialog.ts';
import { closeModal, useUi, type ModalName } from '../../platform/state/ui.ts';
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
 * A centred modal <dialog> whose open flag lives in the UI store: the browser traps focus and makes
 * the page inert; Escape, the close button and the backdrop close it (unless `dismissible` is false).
 */
export function Modal({ name, title, children, dismissible = true }: Props) {
  const open = useUi((state) => state.modals[name]);
  const { titleId, dialogProps } = useDialog({
    open,
    dismiss: dismissible ? () => closeModal(name) : undefined,
    backdropDismisses: true,
  });

  useEffect(() => () => closeModal(name), [name]);

  return (
    <dialog className="modal" {...dialogProps}>
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
