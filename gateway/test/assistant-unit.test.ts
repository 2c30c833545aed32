/** The assistant's mappings, no network: a request's checks, each upstream frame's event, a message's elements. */
import { describe, expect, it } from 'vitest';
import type { AiChatMessage, AiElement } from '@tote/contract/assistant';
import { elementOf } from '../src/resolvers/assistantMessage.js';
import { chatRequestOf } from '../src/resolvers/assistantReply.js';
import { eventOf } from '../src/resolvers/assistantStream.js';

const frame = (event: string, data: unknown) => ({
  event,
  data: typeof data === 'string' ? data : JSON.stringify(data),
});

describe('chatRequestOf', () => {
  it('turns the input into the /v1 request, lower case', () => {
    expect(
      chatRequestOf({
        intent: 'GET_PRODUCTS',
        messages: [{ type: 'QUICK_BUTTON', value: 'Show me dresses' }],
        productId: 12,
        page: ' /product/12-x ',
        action: { type: 'GET_PRODUCTS', value: 'dresses' },
      }),
    ).toEqual({
      intent: 'get_products',
      messages: [{ type: 'quick_button', value: 'Show me dresses' }],
      context: { shopProductId: 12, page: '/product/12-x' },
      action: { type: 'get_products', value: 'dresses' },
    });
    expect(chatRequestOf({ intent: 'BOOT' })).toEqual({ intent: 'boot', messages: [] });
    expect(chatRequestOf({ messages: [{ value: 'hi' }] })).toEqual({
      intent: 'chat',
      messages: [{ type: 'text', value: 'hi' }],
    });
  });

  it('refuses what the upstream would refuse', () => {
    const refused = (input: Parameters<typeof chatRequestOf>[0]) => 'refused' in chatRequestOf(input);
    expect(refused({ intent: 'CHAT' })).toBe(true);
    expect(refused({ messages: [] })).toBe(true);
    expect(refused({ messages: [{ value: '   ' }] })).toBe(true);
    expect(refused({ messages: [{ value: 'x'.repeat(1001) }] })).toBe(true);
    expect(refused({ messages: Array.from({ length: 11 }, () => ({ value: 'x' })) })).toBe(true);
    expect(refused({ messages: [{ value: 'x' }], productId: 0 })).toBe(true);
    expect(refused({ messages: [{ value: ` ${'x'.repeat(1000)} ` }] })).toBe(false);
    expect(refused({ intent: 'GET_LOOKS' })).toBe(false);
    expect(refused({ action: { type: 'RESET_SURVEY' } })).toBe(false);
  });
});

const MESSAGE: AiChatMessage = {
  messageId: 'm1',
  event: 'chat_message',
  kind: 'view_products',
  user: { role: 'assistant', avatar: '/a.svg', nickname: 'Tote Stylist' },
  messages: [{ type: 'text', value: 'Here you go' }],
  processingData: null,
  done: false,
  createdAt: '2025-01-01T00:00:00.000Z',
};

describe('eventOf', () => {
  it('maps each upstream event to its GraphQL type', () => {
    expect(eventOf(frame('start', { messageId: 'm1', createdAt: 'now' }))).toEqual({
      __typename: 'AssistantReplyStarted',
      messageId: 'm1',
      createdAt: 'now',
    });
    expect(eventOf(frame('processing', { messageId: 'm1', processingData: { text: 'Looking…' } }))).toMatchObject({
      __typename: 'AssistantProcessing',
      processingData: { text: 'Looking…' },
    });
    expect(eventOf(frame('chat_message', MESSAGE))).toEqual({ __typename: 'AssistantMessageUpdate', message: MESSAGE });
    expect(eventOf(frame('end', { messageId: 'm1', trialMessagesLeft: 3 }))).toEqual({
      __typename: 'AssistantReplyEnded',
      messageId: 'm1',
      trialMessagesLeft: 3,
    });
    expect(eventOf(frame('end', { messageId: 'm1', trialMessagesLeft: null }))).toMatchObject({
      trialMessagesLeft: null,
    });
  });

  it('makes an error frame a failure with the upstream code, text and action', () => {
    const error = (code: number, action: string) => frame('error', { code, message: { action, content: 'No.' } });
    expect(eventOf(error(60001, 'toast'))).toEqual({
      __typename: 'AssistantReplyFailed',
      code: '60001',
      text: 'No.',
      action: 'TOAST',
    });
    expect(eventOf(error(42900, 'logs'))).toMatchObject({ code: '42900', action: 'LOGS' });
    expect(eventOf(error(40001, 'toast'))).toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it('treats other events and unreadable data as an error (60001)', () => {
    const failed = { __typename: 'AssistantReplyFailed', code: '60001', action: 'TOAST' };
    expect(eventOf(frame('message', { messageId: 'm1' }))).toMatchObject(failed);
    expect(eventOf(frame('surprise', { messageId: 'm1' }))).toMatchObject(failed);
    expect(eventOf(frame('start', '{not json'))).toMatchObject(failed);
    expect(eventOf(frame('start', '[1]'))).toMatchObject(failed);
    expect(eventOf(frame('chat_message', { messageId: 'm1' }))).toMatchObject(failed);
    expect(eventOf(frame('processing', { messageId: 'm1' }))).toMatchObject(failed);
    expect(eventOf(frame('error', { message: 'x' }))).toMatchObject(failed);
  });
});

const WEATHER = {
  place: 'Chicago',
  period: 'today',
  source: 'climate normals',
  days: [{ date: '2026-01-16', label: 'Friday', highF: 32, lowF: 18, precipChance: 35, sky: 'A chance of snow' }],
};

describe('elementOf', () => {
  it('maps every element type, with actions upper case', () => {
    const cases: [AiElement, Record<string, unknown>][] = [
      [
        { type: 'text', value: 'Hi' },
        { __typename: 'AssistantText', text: 'Hi' },
      ],
      [
        { type: 'quick_button', value: { label: 'More', text: 'More please', action: 'get_looks' } },
        { __typename: 'AssistantQuickButton', label: 'More', text: 'More please', action: 'GET_LOOKS' },
      ],
      [{ type: 'quick_button', value: { label: 'L', text: 'T' } }, { action: null }],
      [
        { type: 'input', value: { placeholder: 'Ask' } },
        { __typename: 'AssistantInput', placeholder: 'Ask' },
      ],
      [
        { type: 'button', value: { label: 'Go', action: 'redirect_link', link: '/new' } },
        { __typename: 'AssistantButton', label: 'Go', action: 'REDIRECT_LINK', link: '/new' },
      ],
      [
        { type: 'button', value: { label: 'Email me', action: 'turn_on_back_in_stock', value: 'SKU-1' } },
        { __typename: 'AssistantButton', action: 'TURN_ON_BACK_IN_STOCK', link: null, value: 'SKU-1', weather: null },
      ],
      [
        { type: 'button', value: { label: 'W', action: 'open_weather_widget', weather: WEATHER } },
        { __typename: 'AssistantButton', action: 'OPEN_WEATHER_WIDGET', value: null, weather: WEATHER },
      ],
      [
        { type: 'tips', value: ['a'] },
        { __typename: 'AssistantTips', tips: ['a'] },
      ],
      [
        { type: 'show_survey', value: { title: 'T', text: 'X', link: '/s' } },
        { __typename: 'AssistantSurveyPrompt', title: 'T', text: 'X', link: '/s' },
      ],
      [
        { type: 'error', value: 'Oops' },
        { __typename: 'AssistantError', message: 'Oops' },
      ],
      [
        { type: 'product_card', value: { shopProductId: 1, sizesInStock: ['M'] } } as unknown as AiElement,
        { __typename: 'AssistantProductCard', shopProductId: 1, sizesInStock: ['M'] },
      ],
      [
        { type: 'set', value: { title: 'Look', products: [], totalPrice: 10 } },
        { __typename: 'AssistantLook', title: 'Look', totalPrice: 10 },
      ],
    ];
    for (const [input, expected] of cases) expect(elementOf(input), input.type).toMatchObject(expected);
  });

  it('leaves out an element or a button action it does not know', () => {
    expect(elementOf({ type: 'hologram', value: 1 } as unknown as AiElement)).toBeNull();
    expect(elementOf({ type: 'button', value: { label: 'X', action: 'fly' } } as unknown as AiElement)).toBeNull();
  });
});
