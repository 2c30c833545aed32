import { setAIOn } from '../../platform/state/ui.ts';
import { setMinibotNudge, useMinibotNudge } from './minibotNudge.ts';
import { useAssistantChat } from './useAssistantChat.ts';

/**
 * The minibot's message beside the closed assistant (it speaks up on a product page: minibot.ts in the api).
 * "Chat with AI" opens the full assistant and sends its CHAT_WITH_AI action, so that the assistant carries on
 * about the product; the same message stays in the conversation.
 */
export function AssistantMinibotNudge() {
  const nudge = useMinibotNudge();
  const chat = useAssistantChat();
  if (!nudge) return null;

  const chatWithAi = () => {
    setMinibotNudge(null);
    setAIOn(true);
    chat.send({
      turn: { type: 'QUICK_BUTTON', value: nudge.label },
      action: { type: 'CHAT_WITH_AI', value: nudge.value },
    });
  };

  return (
    <aside className="assistant-minibot" aria-label={nudge.nickname}>
      <p className="assistant-text">{nudge.text}</p>
      <div className="assistant-minibot__actions">
        <button type="button" className="button" disabled={chat.streaming} onClick={chatWithAi}>
          {nudge.label}
        </button>
        <button type="button" className="button button--ghost" onClick={() => setMinibotNudge(null)}>
          Not now
        </button>
      </div>
    </aside>
  );
}
