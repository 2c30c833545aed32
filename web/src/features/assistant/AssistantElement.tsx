import { graphql, useFragment } from 'react-relay';
import type { AssistantElement_element$key } from '../../__generated__/AssistantElement_element.graphql.ts';
import { AssistantQuickButton } from './AssistantQuickButton.tsx';
import { AssistantActionButton } from './AssistantActionButton.tsx';
import { AssistantLook } from './AssistantLook.tsx';
import { AssistantProductCard } from './AssistantProductCard.tsx';
import { AssistantLink } from './links.tsx';

interface Props {
  element: AssistantElement_element$key;
}

/** One element of a message, by type. An input element shows as the composer's placeholder instead. */
export function AssistantElement({ element }: Props) {
  const data = useFragment(
    graphql`
      fragment AssistantElement_element on AssistantElement {
        ... on AssistantText @alias(as: "textElement") {
          text
        }
        ... on AssistantTips @alias(as: "tipsElement") {
          tips
        }
        ... on AssistantError @alias(as: "errorElement") {
          message
        }
        # Shown as the composer's placeholder (AssistantConversation reads it); selected here so that
        # every message the stream adds carries it.
        ... on AssistantInput @alias(as: "inputElement") {
          placeholder
        }
        ... on AssistantSurveyPrompt @alias(as: "survey") {
          title
          text
          link
        }
        ...AssistantQuickButton_element @alias(as: "quickButton")
        ...AssistantActionButton_element @alias(as: "button")
        ...AssistantLook_element @alias(as: "look")
        ...AssistantProductCard_card @alias(as: "productCard")
      }
    `,
    element,
  );

  // Each alias is set only for an element of its own type.
  const { textElement, tipsElement, errorElement, survey, quickButton, button, look, productCard } = data;
  if (textElement) return <p className="assistant-text">{textElement.text}</p>;
  if (tipsElement) {
    return (
      <ul className="assistant-tips">
        {tipsElement.tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    );
  }
  if (errorElement) {
    return (
      <p className="assistant-error" role="alert">
        {errorElement.message}
      </p>
    );
  }
  if (survey) {
    return (
      <section className="assistant-card assistant-survey">
        <h3 className="assistant-card__title">{survey.title}</h3>
        <p>{survey.text}</p>
        <AssistantLink href={survey.link} className="button">
          Take the style survey
        </AssistantLink>
      </section>
    );
  }
  if (quickButton) return <AssistantQuickButton element={quickButton} />;
  if (button) return <AssistantActionButton element={button} />;
  if (look) return <AssistantLook look={look} />;
  if (productCard) return <AssistantProductCard card={productCard} />;
  return null;
}
