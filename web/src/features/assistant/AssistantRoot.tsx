import { lazy, Suspense, useEffect } from 'react';
import { useUi } from '../../platform/state/ui.ts';
import { AssistantChatContext, useAssistantChatController } from './useAssistantChat.ts';
import { AssistantFloatingButton } from './AssistantToggleButtons.tsx';
import { AssistantMoreDrawer } from './AssistantMoreDrawer.tsx';
import { AssistantFaqDrawer } from './AssistantFaqDrawer.tsx';
import { AssistantMinibotNudge } from './AssistantMinibotNudge.tsx';
import { setMinibotNudge } from './minibotNudge.ts';
import './Assistant.css';
import './AssistantElements.css';

// The panel's code loads when it first opens: most visits never open it.
const AssistantPanel = lazy(() =>
  import('./AssistantPanel.tsx').then((module) => ({ default: module.AssistantPanel })),
);

/**
 * The AI shopping assistant on every page (mounted by the root layout): the floating button (with the
 * minibot's nudge beside it) or the panel (`isAIOn`, kept across reloads), its "AI more" and FAQ drawers,
 * and the conversation's stream, which outlives the panel being closed and the page changing.
 */
export function AssistantRoot() {
  const open = useUi((state) => state.isAIOn);
  const chat = useAssistantChatController();
  // The open panel shows the minibot's message in the conversation.
  useEffect(() => {
    if (open) setMinibotNudge(null);
  }, [open]);

  return (
    <AssistantChatContext value={chat}>
      {open ? (
        <Suspense fallback={null}>
          <AssistantPanel />
        </Suspense>
      ) : (
        <>
          <AssistantMinibotNudge />
          <AssistantFloatingButton />
        </>
      )}
      <AssistantMoreDrawer />
      <AssistantFaqDrawer />
    </AssistantChatContext>
  );
}
