import { useEffect } from 'react';
import { dismissToast, TOAST_DURATION_MS, useUi, type Toast } from '../../state/ui.ts';
import './ToastHost.css';

function ToastItem({ toast }: { toast: Toast }) {
  useEffect(() => {
    const timer = window.setTimeout(() => dismissToast(toast.id), TOAST_DURATION_MS);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismissToast(toast.id);
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('keydown', onKey);
    };
  }, [toast.id]);

  return (
    <li className={`toast toast--${toast.kind}`}>
      <span className="toast__message">{toast.message}</span>
      <button type="button" className="toast__close" aria-label="Dismiss" onClick={() => dismissToast(toast.id)}>
        ×
      </button>
    </li>
  );
}

/** Notifications: top right, auto-close after 4500 ms, Escape closes. */
export function ToastHost() {
  const toasts = useUi((state) => state.toasts);
  return (
    <ol className="toast-host" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </ol>
  );
}
