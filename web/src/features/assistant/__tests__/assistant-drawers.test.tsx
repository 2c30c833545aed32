import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { openDrawer } from '../../../platform/state/ui.ts';
import {
  conversation,
  end,
  inputOf,
  message,
  messagesIn,
  nextStream,
  openPanel,
  setupAssistantFixtures,
  text,
  update,
} from './assistantFixtures.tsx';

const { start, named } = setupAssistantFixtures();

const GREETED = { Assistant: () => conversation([message('hello', [text('Hi!')])]) };

async function openMore(panel: HTMLElement) {
  fireEvent.click(within(panel).getByRole('button', { name: 'More assistant options' }));
  return screen.findByRole('dialog', { name: 'Assistant options' });
}

describe("the assistant's drawers", () => {
  it('closes "AI more" and the FAQ when the menu drawer opens', async () => {
    start('/', GREETED);
    const panel = await openPanel();
    await openMore(panel);
    act(() => openDrawer('menu'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Assistant options' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeTruthy();

    act(() => openDrawer('aiFaq'));
    const faq = await screen.findByRole('dialog', { name: 'About the assistant' });
    expect(within(faq).getByText('Is it free?')).toBeTruthy();
    act(() => openDrawer('menu'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'About the assistant' })).toBeNull());
  });

  it('opens the FAQ from "AI more"', async () => {
    start('/', GREETED);
    const more = await openMore(await openPanel());
    fireEvent.click(within(more).getByRole('button', { name: 'About the assistant' }));
    const faq = await screen.findByRole('dialog', { name: 'About the assistant' });
    expect(within(faq).getByText('What can the assistant do?')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Assistant options' })).toBeNull();
  });

  it('clears the conversation, then greets again', async () => {
    // A small fake server: the conversation it keeps.
    let kept = [message('hello', [text('Hi!')]), message('r1', [text('Here are three dresses.')])];
    start('/', {
      Assistant: () => conversation(kept),
      ClearAssistantHistoryPayload: () => {
        kept = [];
        return { userErrors: [] };
      },
    });
    const panel = await openPanel();
    await within(panel).findByText('Here are three dresses.');
    fireEvent.click(within(await openMore(panel)).getByRole('button', { name: 'Clear history' }));
    await waitFor(() => expect(messagesIn(panel)).toHaveLength(0));
    expect(await screen.findByText('Your conversation was cleared.')).toBeTruthy();
    expect(named('useClearHistoryMutation')).toHaveLength(1);

    const boot = await nextStream();
    expect(inputOf(boot)).toMatchObject({ intent: 'BOOT' });
    update(boot, message('hello-2', [text('Hi again!')]));
    end(boot);
    expect(await within(panel).findByText('Hi again!')).toBeTruthy();
  });
});

describe('the product page as context', () => {
  it('records the view and sends the product with requests from its page', async () => {
    const { router } = start('/product/12-silk-midi-dress', {
      ...GREETED,
      Product: () => ({
        id: 'UHJvZHVjdDoxMg==',
        productId: 12,
        title: 'Silk Midi Dress',
        details: ['100% silk'],
        brand: { id: 'QnJhbmQ6Mw==', name: 'Ganni', url: '/brand/3' },
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Silk Midi Dress' });
    await waitFor(() => expect(named('useRecordAssistantBehaviorMutation')).toHaveLength(1));
    expect(named('useRecordAssistantBehaviorMutation')[0]!.request.variables['input']).toEqual({
      eventType: 'view_pdp',
      productId: 12,
    });

    const panel = await openPanel();
    await within(panel).findByText('Hi!');
    const ask = (value: string) => {
      const input = within(panel).getByRole('textbox', { name: 'Message the assistant' });
      fireEvent.change(input, { target: { value } });
      fireEvent.submit(input.closest('form')!);
    };
    ask('Something like this one?');
    const onProduct = await nextStream();
    expect(inputOf(onProduct)).toMatchObject({ productId: 12, page: '/product/12-silk-midi-dress' });
    end(onProduct);

    await act(() => router.navigate('/'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    ask('And shoes?');
    const elsewhere = await nextStream();
    expect(elsewhere).not.toBe(onProduct);
    expect(inputOf(elsewhere)).toMatchObject({ productId: null, page: '/' });
  });
});
