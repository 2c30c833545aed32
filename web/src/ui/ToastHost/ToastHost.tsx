import { useEffect, useRef, useState } from 'react';
import {
  dismissAllToasts,
  dismissToast,
  TOAST_DURATION_MS,
  useUi,
  type Toast,
  type ToastPosition,
} from '../../platform/state/ui.ts';
import { NotificationIcon } from './NotificationIcon.tsx';
import './ToastHost.css';

export const TOAST_POSITIONS: readonly ToastPosition[] = ['top-right', 'top-left', 'bottom-right', 'bottom-left'];
/** The space between stacked notifications, and the stacking level above every drawer and modal. */
export const TOAST_GAP_PX = 16;
export const TOAST_BASE_Z_INDEX = 2000;

/** Closes the notification after 4500 ms; the time while `paused` (hovered) does not count. */
function useAutoClose(id: number, paused: boolean): void {
  const remaining = useRef(TOAST_DURATION_MS);
  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = window.setTimeout(() => dismissToast(id), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [id, paused]);
}

function ToastItem({ toast }: { toast: Toast }) {
  const [hovered, setHovered] = useState(false);
  useAutoClose(toast.id, hovered);
  const { action } = toast;
  return (
    <li
      className={`toast toast--${toast.kind}`}
      data-type={toast.kind}
      role={toast.kind === 'error' ? 'alert' : undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <NotificationIcon icon={toast.icon} />
      <div className="toast__body">
        {toast.title && <strong className="toast__title">{toast.title}</strong>}
        <span className="toast__message">{toast.message}</span>
        {action && (
          <button
            type="button"
            className="toast__action"
            onClick={() => {
              action.onPress();
              dismissToast(toast.id);
            }}
          >
            {action.label}
          </button>
        )}
      </div>
      <button type="button" className="toast__close" aria-label="Dismiss" onClick={() => dismissToast(toast.id)}>
        ×
      </button>
    </li>
  );
}

/**
 * Notifications in four corners (top right unless asked otherwise), stacked 16 px apart above everything
 * (z-index 2000): each closes after 4500 ms of not being hovered, with its × or with Escape (all of them).
 * One polite live region announces them; an error is an alert.
 */
export function ToastHost() {
  const toasts = useUi((state) => state.toasts);
  const open = toasts.length > 0;
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismissAllToasts();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className="toast-region" role="status" aria-live="polite">
      {TOAST_POSITIONS.map((position) => {
        const here = toasts.filter((toast) => toast.position === position);
        if (!here.length) return null;
        return (
          <ol
            key={position}
            className={`toast-host toast-host--${position}`}
            data-position={position}
            style={{ gap: TOAST_GAP_PX, zIndex: TOAST_BASE_Z_INDEX }}
          >
            {here.map((toast) => (
              <ToastItem key={toast.id} toast={toast} />
            ))}
          </ol>
        );
      })}
    </div>
  );
}
