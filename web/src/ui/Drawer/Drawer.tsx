import { useEffect, type ReactNode } from 'react';
import { releaseScrollLock, useDialog } from '../useDialog.ts';
import { closeDrawer, getUiState, useUi, type DrawerName } from '../../platform/state/ui.ts';
import { WhenIdle } from '../Deferred/WhenIdle.tsx';
import './Drawer.css';

interface Props {
  name: DrawerName;
  title: string;
  side?: 'left' | 'right';
  children: ReactNode;
}

/**
 * A side panel on a modal <dialog>: the browser traps focus inside it and makes the page behind
 * inert; Escape and a click on the backdrop close it. Open/closed lives in the UI store. Closed when a page starts,
 * it is not part of its first view: drawn when the browser is first idle after hydration, or at once when opened.
 */
export function Drawer(props: Props) {
  const { name } = props;
  const open = useUi((state) => state.drawers[name]);

  // Unmounted while open (its screen went away): close it, and give the page its scrolling back.
  useEffect(
    () => () => {
      if (!getUiState().drawers[name]) return;
      closeDrawer(name);
      releaseScrollLock();
    },
    [name],
  );

  return (
    <WhenIdle now={open}>
      <DrawerDialog {...props} open={open} />
    </WhenIdle>
  );
}

function DrawerDialog({ name, title, side = 'left', children, open }: Props & { open: boolean }) {
  const { titleId, dialogProps } = useDialog({
    open,
    dismiss: () => closeDrawer(name),
    backdropDismisses: true,
    lockScroll: true,
  });

  return (
    <dialog className={`drawer drawer--${side}`} {...dialogProps}>
      <div className="drawer__panel">
        <div className="drawer__head">
          <h2 id={titleId} className="drawer__title">
            {title}
          </h2>
          <button
            type="button"
            className="icon-button"
            aria-label={`Close ${title.toLowerCase()}`}
            onClick={() => closeDrawer(name)}
          >
            <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
              <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="1.5" fill="none" />
            </svg>
          </button>
        </div>
        <div className="drawer__body">{open ? children : null}</div>
      </div>
    </dialog>
  );
}
