/**
 * The assistant's tests: the shop's real routes on the mock environment, with the conversation's
 * query answered like any other and the reply stream driven event by event (`stream`).
 */
import { expect } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import type { OperationDescriptor } from 'relay-runtime';
import { routes } from '../../../app/routes.tsx';
import { autoResolve, environment, renderRoutes } from '../../../../test/relay.tsx';
import { setupRouteFixtures } from '../../../../test/routeFixtures.tsx';
import { shopResolvers } from '../../../../test/shopResolvers.ts';

const SUBSCRIPTION = 'useAssistantChatSubscription';
const isStream = (operation: OperationDescriptor) => operation.request.node.params.name === SUBSCRIPTION;

export const STYLIST = { role: 'ASSISTANT', nickname: 'Tote Stylist', avatar: '/images/assistant.svg' };

/** A finished assistant message (or `over` it), with the elements given. */
export function message(id: string, elements: Record<string, unknown>[], over: Record<string, unknown> = {}) {
  return {
    id,
    kind: 'CHAT_REPLY',
    done: true,
    processingText: null,
    createdAt: '',
    sender: STYLIST,
    elements,
    ...over,
  };
}

export const text = (value: string) => ({ __typename: 'AssistantText', text: value });

/** A button element (the panel reads its action and link under aliases, which the mock data must name). */
export const button = (
  label: string,
  action: string,
  link: string | null = null,
  over: { buttonValue?: string; weather?: Record<string, unknown> } = {},
) => ({
  __typename: 'AssistantButton',
  label,
  buttonAction: action,
  buttonLink: link,
  buttonValue: null,
  weather: null,
  ...over,
});

export const SILK_DRESS = {
  __typename: 'AssistantProductCard',
  sizesInStock: ['S', 'M'],
  product: {
    productId: 12,
    title: 'Silk Midi Dress',
    url: '/product/12-silk-midi-dress',
    brand: { name: 'Ganni' },
    cover: { url: '/images/12.svg', alt: '' },
    price: { formatted: '$89.00' },
  },
};

/** The conversation as the server keeps it: empty and unlimited unless a test says otherwise. */
export const conversation = (messages: unknown[] = [], trialMessagesLeft: number | null = null) => ({
  trialMessagesLeft,
  history: { hasMore: false, messages },
});

/** The hooks and helpers of an assistant test file (call it at the top level). */
export function setupAssistantFixtures() {
  const fixtures = setupRouteFixtures(shopResolvers({ Assistant: () => conversation() }));

  /** The shop at `url`; subscriptions stay pending for the test to drive. */
  function start(url: string, resolvers: MockResolvers = {}) {
    autoResolve(
      environment,
      shopResolvers({ Assistant: () => conversation(), ...resolvers }),
      fixtures.operations,
      isStream,
    );
    return renderRoutes(routes, environment, url);
  }

  return { ...fixtures, start };
}

/** The reply streams the panel opened, oldest first (pending ones: a finished stream leaves the list). */
export const streams = () => environment.mock.getAllOperations().filter(isStream);

/** The input of the newest reply stream, once the panel asked for one. */
export async function nextStream(): Promise<OperationDescriptor> {
  await waitFor(() => expect(streams().length).toBeGreaterThan(0));
  return streams().at(-1)!;
}

export const inputOf = (operation: OperationDescriptor) =>
  operation.request.variables['input'] as Record<string, unknown>;

/** Sends one event of the stream: `{ __typename: 'AssistantMessageUpdate', message }` and so on. */
export function emit(operation: OperationDescriptor, event: Record<string, unknown>) {
  const payload = MockPayloadGenerator.generate(operation, {
    Subscription: () => ({ assistantReply: event }),
    AssistantSender: () => STYLIST,
  });
  act(() => environment.mock.nextValue(operation, payload));
}

export const update = (operation: OperationDescriptor, value: ReturnType<typeof message>) =>
  emit(operation, { __typename: 'AssistantMessageUpdate', message: value });

/** The end of a reply (the trial count it reports) and of its stream. */
export function end(operation: OperationDescriptor, trialMessagesLeft: number | null = null) {
  emit(operation, { __typename: 'AssistantReplyEnded', messageId: 'm', trialMessagesLeft });
  act(() => environment.mock.complete(operation));
}

/** Opens the panel with the floating button; resolves with the panel. */
export async function openPanel(): Promise<HTMLElement> {
  const button = await screen.findByRole('button', { name: 'Ask Tote Stylist' });
  act(() => button.click());
  return screen.findByRole('complementary', { name: 'Tote Stylist' });
}

/** The conversation's messages (the pending reply is not one). */
export const messagesIn = (panel: HTMLElement) =>
  within(within(panel).getByRole('log', { name: 'Conversation' })).queryAllByRole('article');
