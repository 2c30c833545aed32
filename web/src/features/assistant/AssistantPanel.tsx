import { Suspense, useId, useState, type KeyboardEvent } from 'react';
import { useIsMobile } from '../../platform/hooks/useIsMobile.ts';
import { openDrawer, setAIOn } from '../../platform/state/ui.ts';
import { ErrorBoundary } from '../../ui/ErrorBoundary/ErrorBoundary.tsx';
import { Spinner } from '../../ui/Spinner/Spinner.tsx';
import { AssistantConversation } from './AssistantConversation.tsx';
import { ASSISTANT_NAME } from './AssistantToggleButtons.tsx';

/**
 * The assistant's panel: beside the page on a desktop (the shopper keeps browsing), the whole screen
 * on a phone. Escape or the close button closes it.
 */
export function AssistantPanel() {
  const isMobile = useIsMobile();
  const titleId = useId();
  // A new attempt after a failed load: Relay fetches again instead of re-throwing the cached error.
  const [attempt, setAttempt] = useState(0);
  const close = () => setAIOn(false);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };

  return (
    <aside
      className={`assistant-panel${isMobile ? ' assistant-panel--mobile' : ''}`}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
    >
      <header className="assistant-panel__head">
        <h2 id={titleId} className="assistant-panel__title">
          {ASSISTANT_NAME}
        </h2>
        <button
          type="button"
          className="icon-button"
          aria-label="More assistant options"
          aria-haspopup="dialog"
          onClick={() => openDrawer('aiMore')}
        >
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
            <circle cx="4" cy="10" r="1.6" fill="currentColor" />
            <circle cx="10" cy="10" r="1.6" fill="currentColor" />
            <circle cx="16" cy="10" r="1.6" fill="currentColor" />
          </svg>
        </button>
        <button type="button" className="icon-button" aria-label="Close the assistant" onClick={close}>
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
            <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="1.5" fill="none" />
          </svg>
        </button>
      </header>
      <ErrorBoundary
        fallback={(_error, retry) => (
          <div className="assistant-panel__error" role="alert">
            <p>The conversation could not be loaded.</p>
            <button
              type="button"
              className="button"
              onClick={() => {
                setAttempt((count) => count + 1);
                retry();
              }}
            >
              Try again
            </button>
          </div>
        )}
      >
        <Suspense fallback={<Spinner label="Loading the conversation" />}>
          <AssistantConversation fetchKey={attempt} />
        </Suspense>
      </ErrorBoundary>
    </aside>
  );
}
