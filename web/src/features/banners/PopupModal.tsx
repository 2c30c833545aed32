import { useEffect, useRef } from 'react';
import { ENTRANCE_POP_ID } from '@tote/contract/popups';
import { Modal } from '../../ui/Modal/Modal.tsx';
import { closeModal, openModal, useUi } from '../../platform/state/ui.ts';
import type { Pop } from './pop.ts';
import { PopLink } from './PopLink.tsx';
import { hideEntrance, hidePopForever } from './popupStorage.ts';
import { useCountShow } from './useCountShow.ts';

interface Props {
  pop: Pop;
  /** Closed (the close button, Escape, the backdrop, its link or "Don't show again"). */
  onDone: () => void;
}

/**
 * A pop-up in the shared modal (focus trap, Escape, labelled by its title). Closing keeps its count; "Don't show
 * again" hides it forever. The entrance pop-up, once dismissed either way, sets the entrance flag hidden.
 */
export function PopupModal({ pop, onDone }: Props) {
  const open = useUi((state) => state.modals.popup);
  const wasOpen = useRef(false);
  useCountShow(pop.id);

  useEffect(() => openModal('popup'), []);
  useEffect(() => {
    if (open) wasOpen.current = true;
    else if (wasOpen.current) {
      if (pop.id === ENTRANCE_POP_ID) hideEntrance();
      onDone();
    }
  }, [open, pop.id, onDone]);

  return (
    <Modal name="popup" title={pop.title}>
      <div className="popup">
        {pop.image ? <img className="popup__image" src={pop.image} alt="" width={480} height={240} /> : null}
        <p className="popup__content">{pop.content}</p>
        <div className="popup__actions">
          <PopLink className="button" link={pop.link} label={pop.linkLabel} onClick={() => closeModal('popup')} />
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              hidePopForever(pop.id);
              closeModal('popup');
            }}
          >
            Don&apos;t show again
          </button>
        </div>
      </div>
    </Modal>
  );
}
