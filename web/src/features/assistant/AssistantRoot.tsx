import { lazy, Suspense, useEffect, useState } from 'react';
import { useUi } from '../../platform/state/ui.ts';
import { AssistantChatContext, useAssistantChatController } from './useAssistantChat.ts';
import { AssistantFloatingButton } from './AssistantToggleButtons.tsx';
import { AssistantFaqDrawer } from './AssistantFaqDrawer.tsx';
import { setUnreadFrom } from './unreadMessage.ts';
import { useAssistantProductId } from './assistantContext.ts';
import './Assistant.css';
import './AssistantElements.css';

// The panel's code loads when it first opens: most visits never open it. So does the recording of a product page's
// view, when one shows.
const AssistantPanel = lazy(() =>
  import('./AssistantPanel.tsx').then((module) => ({ default: module.AssistantPanel })),
);
const ProductViewRecorder = lazy(() =>
  import('./ProductViewRecorder.tsx').then((module) => ({ default: module.ProductViewRecorder })),
);
// "AI more" (its clear-history mutation re-reads the whole conversation): loaded when first opened, then kept.
const AssistantMoreDrawer = lazy(() =>
  import('./AssistantMoreDrawer.tsx').then((module) => ({ default: module.AssistantMoreDrawer })),
);

/**
 * The AI shopping assistant on every page (mounted by the root layout): the floating button (with a dot while the
 * minibot's message waits in the conversation: a nudge never covers the page) or the panel (`isAIOn`, kept across
 * reloads), its "AI more" and FAQ drawers, and the conversation's stream, which outlives the panel being closed and
 * the page changing.
 */
export function AssistantRoot() {
  const open = useUi((state) => state.isAIOn);
  const chat = useAssistantChatController();
  const productId = useAssistantProductId();
  const moreOpen = useUi((state) => state.drawers.aiMore);
  const [moreWanted, setMoreWanted] = useState(false);
  if (moreOpen && !moreWanted) setMoreWanted(true);
  // The open panel shows the minibot's message in the conversation: it is read.
  useEffect(() => {
    if (open) setUnreadFrom(null);
  }, [open]);

  return (
    <AssistantChatContext value={chat}>
      {open ? (
        <Suspense fallback={null}>
          <AssistantPanel />
        </Suspense>
      ) : (
        <AssistantFloatingButton />
      )}
      {productId !== null ? (
        <Suspense fallback={null}>
          <ProductViewRecorder productId={productId} />
        </Suspense>
      ) : null}
      {moreWanted ? (
        <Suspense fallback={null}>
          <AssistantMoreDrawer />
        </Suspense>
      ) : null}
      <AssistantFaqDrawer />
    </AssistantChatContext>
  );
}
