import { useState } from 'react';
import { Drawer } from '../../ui/Drawer/Drawer.tsx';
import { closeDrawer, openDrawer, showToast } from '../../platform/state/ui.ts';
import { useAssistantChat } from './useAssistantChat.ts';
import { useClearHistoryMutation } from './useClearHistoryMutation.ts';

/** "AI more": clear the conversation, or read about the assistant (the FAQ drawer). */
export function AssistantMoreDrawer() {
  const chat = useAssistantChat();
  const [clearHistory, clearing] = useClearHistoryMutation();
  const [note, setNote] = useState<string | null>(null);

  const clear = async () => {
    setNote(null);
    try {
      const { clearAssistantHistory: payload } = await clearHistory({});
      const [error] = payload.userErrors;
      if (error) {
        setNote(error.message);
        return;
      }
      closeDrawer('aiMore');
      showToast('Your conversation was cleared.', 'success');
    } catch {
      setNote('The conversation could not be cleared. Please try again.');
    }
  };

  return (
    <Drawer name="aiMore" title="Assistant options" side="right">
      <ul className="assistant-more">
        <li>
          <button
            type="button"
            className="button button--ghost assistant-more__item"
            disabled={clearing || chat.streaming}
            onClick={() => void clear()}
          >
            Clear history
          </button>
        </li>
        <li>
          <button
            type="button"
            className="button button--ghost assistant-more__item"
            onClick={() => {
              closeDrawer('aiMore');
              openDrawer('aiFaq');
            }}
          >
            About the assistant
          </button>
        </li>
      </ul>
      {note ? (
        <p className="assistant-more__note" role="alert">
          {note}
        </p>
      ) : null}
    </Drawer>
  );
}
