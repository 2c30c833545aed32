import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import type {
  AssistantActionButton_element$key,
  AssistantActionType,
} from '../../__generated__/AssistantActionButton_element.graphql.ts';
import type { AssistantIntent } from '../../__generated__/useAssistantChatSubscription.graphql.ts';
import { setAIOn, showToast } from '../../platform/state/ui.ts';
import { useAssistantChat } from './useAssistantChat.ts';
import { AssistantWeather } from './AssistantWeather.tsx';
import { copyLink, useCloseOnMobile, useFollowLink } from './links.tsx';

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

/** Where a rebuilt style goes once its answers are cleared: step 1 of the survey. */
export const REBUILT_STYLE_ROUTE = '/style-survey';

/**
 * A button in a reply. REDIRECT_LINK opens its link, COPY_LINK copies it, OPEN_WEATHER_WIDGET shows the
 * outlook it carries (below it, in the conversation). Any other action is a request with the button's value
 * (the api carries it out and answers in the conversation); CHAT_WITH_AI (the minibot's) first opens the
 * panel, and REBUILD_STYLE, once the answers are cleared, goes on to the survey.
 */
export function AssistantActionButton({ element }: Props) {
  const data = useFragment(
    graphql`
      fragment AssistantActionButton_element on AssistantButton {
        label
        # Aliased: a quick button's action and a survey's link have other nullability.
        buttonAction: action
        buttonLink: link
        buttonValue: value
        weather {
          ...AssistantWeather_weather
        }
      }
    `,
    element,
  );
  const chat = useAssistantChat();
  const followLink = useFollowLink();
  const navigate = useNavigate();
  const closeOnMobile = useCloseOnMobile();
  const widgetId = useId();
  const [widgetOpen, setWidgetOpen] = useState(false);
  const { label, buttonAction: action, buttonLink: link, buttonValue: value, weather } = data;

  const send = (onEnd?: (ok: boolean) => void) =>
    chat.send({
      intent: INTENT_OF[action] ?? 'CHAT',
      turn: { type: 'QUICK_BUTTON', value: label },
      action: { type: action, value: value ?? link },
      onEnd,
    });

  const press = () => {
    switch (action) {
      case 'REDIRECT_LINK':
        if (link) followLink(link);
        return;
      case 'COPY_LINK':
        if (!link) return;
        copyLink(link).then(
          () => showToast('Link copied.', 'success'),
          () => showToast('The link could not be copied.', 'error'),
        );
        return;
      case 'OPEN_WEATHER_WIDGET':
        setWidgetOpen((open) => !open);
        return;
      case 'CHAT_WITH_AI':
        setAIOn(true);
        send();
        return;
      case 'REBUILD_STYLE':
        send((ok) => {
          if (!ok) return;
          closeOnMobile();
          void navigate(REBUILT_STYLE_ROUTE);
        });
        return;
      default:
        send();
    }
  };

  if (action === 'OPEN_WEATHER_WIDGET') {
    return (
      <>
        <button
          type="button"
          className="button assistant-action"
          aria-expanded={widgetOpen}
          aria-controls={widgetId}
          onClick={press}
        >
          {label}
        </button>
        <div id={widgetId}>{widgetOpen && weather ? <AssistantWeather weather={weather} /> : null}</div>
      </>
    );
  }
  const sends = action !== 'REDIRECT_LINK' && action !== 'COPY_LINK';
  return (
    <button type="button" className="button assistant-action" disabled={sends && chat.streaming} onClick={press}>
      {label}
    </button>
  );
}
