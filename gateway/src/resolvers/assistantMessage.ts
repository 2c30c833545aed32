/**
 * An assistant message as GraphQL shows it: the /v1 chat message (history and stream alike) with its
 * elements turned into the AssistantElement union and its enum values upper case. An element or an
 * action this gateway does not know is left out rather than failing the message.
 */
import {
  AI_ACTIONS,
  AI_DRIVEN_ACTIONS,
  AI_REPLY_KINDS,
  AI_SENDER_ROLES,
  type AiElement,
} from '@tote/contract/assistant';
import type {
  AssistantActionType,
  AssistantReplyKind,
  AssistantRole,
  Resolvers,
  ResolversTypes,
  ResolversUnionTypes,
} from '../__generated__/resolvers-types.js';

type Element = ResolversUnionTypes<ResolversTypes>['AssistantElement'];

const ACTIONS: ReadonlySet<string> = new Set([...AI_ACTIONS, ...AI_DRIVEN_ACTIONS]);
const KINDS: ReadonlySet<string> = new Set(AI_REPLY_KINDS);
const ROLES: ReadonlySet<string> = new Set(AI_SENDER_ROLES);

/** A /v1 name (`get_products`) as its GraphQL enum value (`GET_PRODUCTS`), when it is one of `known`. */
function enumOf<T extends string>(known: ReadonlySet<string>, value: string | undefined): T | null {
  return value !== undefined && known.has(value) ? (value.toUpperCase() as T) : null;
}

export function elementOf(e: AiElement): Element | null {
  switch (e.type) {
    case 'text':
      return { __typename: 'AssistantText', text: e.value };
    case 'quick_button':
      return {
        __typename: 'AssistantQuickButton',
        label: e.value.label,
        text: e.value.text,
        action: enumOf<AssistantActionType>(ACTIONS, e.value.action),
      };
    case 'input':
      return { __typename: 'AssistantInput', placeholder: e.value.placeholder };
    case 'button': {
      const action = enumOf<AssistantActionType>(ACTIONS, e.value.action);
      const { label, link, value, weather } = e.value;
      return (
        action && {
          __typename: 'AssistantButton',
          label,
          action,
          link: link ?? null,
          value: value ?? null,
          weather: weather ?? null,
        }
      );
    }
    case 'set':
      return { ...e.value, __typename: 'AssistantLook' };
    case 'tips':
      return { __typename: 'AssistantTips', tips: e.value };
    case 'show_survey':
      return { __typename: 'AssistantSurveyPrompt', ...e.value };
    case 'error':
      return { __typename: 'AssistantError', message: e.value };
    case 'product_card':
      return { ...e.value, __typename: 'AssistantProductCard' };
    default:
      return null;
  }
}

export const assistantMessageResolvers: Resolvers = {
  AssistantMessage: {
    // The message id: Relay merges each streamed update of a message into the same record.
    id: (m) => m.messageId,
    kind: (m) => enumOf<AssistantReplyKind>(KINDS, m.kind) ?? 'ERROR',
    sender: (m) => m.user,
    elements: (m) => m.messages.map(elementOf).filter((e): e is Element => e !== null),
    processingText: (m) => m.processingData?.text ?? null,
  },
  AssistantSender: {
    role: (s) => enumOf<AssistantRole>(ROLES, s.role) ?? 'ASSISTANT',
  },
  AssistantElement: {
    __resolveType: (e) => e.__typename,
  },
  AssistantProductCard: {
    product: (c) => c,
  },
};
