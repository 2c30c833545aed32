import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getUiState, setAIOn } from '../../../platform/state/ui.ts';
import {
  conversation,
  emit,
  end,
  inputOf,
  message,
  messagesIn,
  nextStream,
  openPanel,
  setupAssistantFixtures,
  streams,
  text,
  update,
} from './assistantFixtures.tsx';

const { start, operationNames } = setupAssistantFixtures();

function type(panel: HTMLElement, value: string) {
  const input = within(panel).getByRole('textbox', { name: 'Message the assistant' });
  fireEvent.change(input, { target: { value } });
  // Enter in the one-line input submits its form.
  fireEvent.submit(input.closest('form')!);
}

describe('the assistant panel', () => {
  it('opens from the floating button and the header, and stays open across reloads', async () => {
    start('/');
    const panel = await openPanel();
    expect(localStorage.getItem('tote:isAIOn')).toBe('1');
    // A reload: the UI store is read afresh from storage.
    vi.resetModules();
    const reloaded = await import('../../../platform/state/ui.ts');
    expect(reloaded.getUiState().isAIOn).toBe(true);

    fireEvent.click(within(panel).getByRole('button', { name: 'Close the assistant' }));
    expect(screen.queryByRole('complementary', { name: 'Tote Stylist' })).toBeNull();
    expect(localStorage.getItem('tote:isAIOn')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: /^Open Tote Stylist/ }));
    expect(await screen.findByRole('complementary', { name: 'Tote Stylist' })).toBeTruthy();
    expect(getUiState().isAIOn).toBe(true);
  });

  it('greets with a BOOT request when the conversation is empty', async () => {
    start('/');
    const panel = await openPanel();
    const boot = await nextStream();
    expect(inputOf(boot)).toMatchObject({ intent: 'BOOT', messages: null, page: '/' });
    expect(within(panel).getByText('…')).toBeTruthy();
    update(boot, message('hello', [text('Hi! I am your stylist.')]));
    end(boot);
    expect(await within(panel).findByText('Hi! I am your stylist.')).toBeTruthy();
    expect(within(panel).getByRole('article', { name: 'Tote Stylist' })).toBeTruthy();
    expect(within(panel).queryByText('…')).toBeNull();
  });

  it('shows the kept conversation after a reload, without a greeting', async () => {
    const history = [
      message('u1', [text('Something for a wedding?')], { sender: { role: 'USER', nickname: 'Ann', avatar: '' } }),
      message('a1', [text('Here are a few dresses.')]),
    ];
    // After a reload the store reads the flag from storage (the first test): the panel is open at once.
    setAIOn(true);
    start('/', { Assistant: () => conversation(history) });
    const panel = await screen.findByRole('complementary', { name: 'Tote Stylist' });
    expect(await within(panel).findByText('Here are a few dresses.')).toBeTruthy();
    expect(within(panel).getByRole('article', { name: 'You' }).textContent).toContain('Something for a wedding?');
    await waitFor(() => expect(operationNames()).toContain('AssistantConversationQuery'));
    expect(streams()).toHaveLength(0);
  });

  it("shows the shopper's message and a pending reply at once, then one message that grows", async () => {
    start('/', { Assistant: () => conversation([message('hello', [text('Hi!')])], 3) });
    const panel = await openPanel();
    await within(panel).findByText('Hi!');
    type(panel, '  a dress for a summer wedding ');

    const reply = await nextStream();
    expect(inputOf(reply)).toMatchObject({
      intent: 'CHAT',
      messages: [{ type: 'TEXT', value: 'a dress for a summer wedding' }],
      page: '/',
    });
    expect(within(panel).getByRole('article', { name: 'You' }).textContent).toBe('a dress for a summer wedding');
    expect(within(panel).getByText('…')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(true);

    emit(reply, { __typename: 'AssistantProcessing', messageId: 'r1', text: 'Looking through dresses…' });
    expect(within(panel).getByText('Looking through dresses…')).toBeTruthy();

    update(reply, message('r1', [text('Here are')], { done: false }));
    expect(within(panel).getByText('Here are')).toBeTruthy();
    expect(within(panel).queryByText('Looking through dresses…')).toBeNull();
    update(reply, message('r1', [text('Here are three dresses for a summer wedding.')], { done: false }));
    update(reply, message('r1', [text('Here are three dresses for a summer wedding.')]));
    expect(within(panel).getByText('Here are three dresses for a summer wedding.')).toBeTruthy();
    expect(within(panel).queryByText('Here are')).toBeNull();
    // The greeting, the shopper's turn and the one reply.
    expect(messagesIn(panel)).toHaveLength(3);

    end(reply, 2);
    expect(await within(panel).findByText('2 free messages left')).toBeTruthy();
    type(panel, 'And shoes?');
    await waitFor(() => expect(messagesIn(panel)).toHaveLength(4));
  });

  it('removes the pending reply and shows the toast when the reply fails', async () => {
    start('/', { Assistant: () => conversation([message('hello', [text('Hi!')])]) });
    const panel = await openPanel();
    await within(panel).findByText('Hi!');
    type(panel, 'Hello?');
    const reply = await nextStream();
    expect(within(panel).getByText('…')).toBeTruthy();
    emit(reply, { __typename: 'AssistantReplyFailed', code: '42900', text: 'Too many messages.', action: 'TOAST' });
    expect(within(panel).queryByText('…')).toBeNull();
    expect(await screen.findByText('Too many messages.')).toBeTruthy();
    // The shopper's turn stays; a new message can be sent.
    expect(within(panel).getByRole('article', { name: 'You' })).toBeTruthy();
    expect(within(panel).getByRole('textbox', { name: 'Message the assistant' }).hasAttribute('disabled')).toBe(false);
  });

  it('only logs a failure whose action is LOGS', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    start('/', { Assistant: () => conversation([message('hello', [text('Hi!')])]) });
    const panel = await openPanel();
    await within(panel).findByText('Hi!');
    type(panel, 'Hello?');
    const reply = await nextStream();
    emit(reply, { __typename: 'AssistantReplyFailed', code: '60001', text: 'Engine timed out', action: 'LOGS' });
    expect(within(panel).queryByText('…')).toBeNull();
    expect(logged).toHaveBeenCalledWith('Assistant reply failed (60001): Engine timed out');
    expect(screen.queryByText('Engine timed out')).toBeNull();
    logged.mockRestore();
  });

  it('keeps the conversation when the panel closes and opens again', async () => {
    start('/', { Assistant: () => conversation([message('hello', [text('Hi!')])]) });
    let panel = await openPanel();
    await within(panel).findByText('Hi!');
    type(panel, 'Hello?');
    const reply = await nextStream();
    fireEvent.click(within(panel).getByRole('button', { name: 'Close the assistant' }));
    // The reply keeps streaming while the panel is closed.
    update(reply, message('r1', [text('Hello again!')]));
    end(reply);
    panel = await openPanel();
    expect(await within(panel).findByText('Hello again!')).toBeTruthy();
    expect(messagesIn(panel)).toHaveLength(3);
    expect(operationNames().filter((name) => name === 'AssistantConversationQuery')).toHaveLength(1);
    await act(async () => {});
  });
});
