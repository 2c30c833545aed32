import { graphql, useFragment } from 'react-relay';
import type {
  AssistantActionButton_element$key,
  AssistantActionType,
} from '../../__generated__/AssistantActionButton_element.graphql.ts';
import type { AssistantIntent } from '../../__generated__/useAssistantChatSubscription.graphql.ts';
import { showToast } from '../../platform/state/ui.ts';
import { useAssistantChat } from './useAssistantChat.ts';
import { copyLink, useFollowLink } from './links.tsx';

interface Props {
  element: AssistantActionButton_element$key;
}

/** The actions a shopper asks for are also the request's intent; the assistant's own ones go as a chat. */
const INTENT_OF: Partial<Record<AssistantActionType, AssistantIntent>> = {
  GET_PRODUCTS: 'GET_PRODUCTS',
  GET_LOOKS: 'GET_LOOKS',
  GET_BONUS: 'GET_BONUS',
  RESET_SURVEY: 'RESET_SURVEY',
};

/** A button in a reply: REDIRECT_LINK opens its link, COPY_LINK copies it, any other action is a request. */
export function AssistantActionButton({ element }: Props) {
  const data = useFragment(
    graphql`
      fragment AssistantActionButton_element on AssistantButton {
        label
        # Aliased: a quick button's action and a survey's link have other nullability.
        buttonAction: action
        buttonLink: link
      }
    `,
    element,
  );
  const chat = useAssistantChat();
  const followLink = useFollowLink();
  const { label, buttonAction: action, buttonLink: link } = data;

  const press = () => {
    if (action === 'REDIRECT_LINK') {
      if (link) followLink(link);
    } else if (action === 'COPY_LINK') {
      if (!link) return;
      copyLink(link).then(
        () => showToast('Link copied.', 'success'),
        () => showToast('The link could not be copied.', 'error'),
      );
    } else {
      chat.send({
        intent: INTENT_OF[action] ?? 'CHAT',
        turn: { type: 'QUICK_BUTTON', value: label },
        action: { type: action, value: link },
      });
    }
  };
  const sends = action !== 'REDIRECT_LINK' && action !== 'COPY_LINK';

  return (
    <button type="button" className="button assistant-action" disabled={sends && chat.streaming} onClick={press}>
      {label}
    </button>
  );
}
