import { useRef } from 'react';
import { setAIOn, useUi } from '../../platform/state/ui.ts';
import { useUnreadFrom } from './unreadMessage.ts';
import { useOverAControl } from './useOverAControl.ts';

export const ASSISTANT_NAME = 'Tote Stylist';

function SparkleIcon({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
      <g stroke="currentColor" strokeWidth="1.3" strokeLinejoin="round" fill="none">
        <path d="M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8z" />
        <path d="M18.5 15l.8 2.2 2.2.8-2.2.8-.8 2.2-.8-2.2-2.2-.8 2.2-.8z" />
      </g>
    </svg>
  );
}

/** What the minibot said, waiting in the conversation: a dot on the buttons, and words in their names. */
const unread = (from: string | null) => (from ? `, a new message from ${from}` : '');

function UnreadDot({ from }: { from: string | null }) {
  return from ? <span className="assistant-unread" aria-hidden="true" /> : null;
}

/** The header's assistant button: opens or closes the panel. */
export function AssistantHeaderButton() {
  const open = useUi((state) => state.isAIOn);
  const from = useUnreadFrom();
  return (
    <button
      type="button"
      className="icon-button assistant-header-button"
      aria-label={`${open ? 'Close' : 'Open'} ${ASSISTANT_NAME}, the shopping assistant${unread(from)}`}
      aria-expanded={open}
      onClick={() => setAIOn(!open)}
    >
      <SparkleIcon size={22} />
      <UnreadDot from={from} />
    </button>
  );
}

/**
 * The floating button at the bottom right of every page, while the panel is closed. It never sits over the
 * page's primary actions (Buy, Add to Tote, a form's submit), a product page's prices, nor the centre of any other
 * control: where it would, it steps aside until the page scrolls on — the header's button opens the assistant
 * meanwhile. The page keeps room for it at its end.
 */
export function AssistantFloatingButton() {
  const ref = useRef<HTMLButtonElement>(null);
  const aside = useOverAControl(ref);
  const from = useUnreadFrom();
  return (
    <button
      ref={ref}
      type="button"
      className={aside ? 'assistant-fab assistant-fab--aside' : 'assistant-fab'}
      aria-expanded={false}
      aria-hidden={aside || undefined}
      tabIndex={aside ? -1 : undefined}
      onClick={() => setAIOn(true)}
    >
      <SparkleIcon size={20} />
      <span className="assistant-fab__label">
        Ask {ASSISTANT_NAME}
        <span className="visually-hidden">{unread(from)}</span>
      </span>
      <UnreadDot from={from} />
    </button>
  );
}
