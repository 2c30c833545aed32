import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { signInForTest } from '../../../../test/session.ts';
import {
  button,
  conversation,
  inputOf,
  message,
  nextStream,
  openPanel,
  setupAssistantFixtures,
  SILK_DRESS,
  streams,
  text,
} from './assistantFixtures.tsx';

const { start, named } = setupAssistantFixtures();

/** The panel, open on a conversation of one assistant message with these elements. */
async function showing(
  elements: Record<string, unknown>[],
  trialMessagesLeft: number | null = null,
  url = '/',
  kind = 'CHAT_REPLY',
) {
  const result = start(url, {
    Assistant: () => conversation([message('m1', elements, { kind })], trialMessagesLeft),
    ProductSize: (_context, generateId) => ({ sku: `SKU-${generateId()}`, label: 'M', stock: 3 }),
    AddToTotePayload: () => ({ userErrors: [] }),
  });
  const panel = await openPanel();
  await within(panel).findByRole('article', { name: 'Tote Stylist' });
  return { ...result, panel };
}

describe('the elements of a reply', () => {
  it('shows text, tips, an error and a look with its products and total', async () => {
    const { panel } = await showing([
      text('Three ideas:'),
      { __typename: 'AssistantTips', tips: ['Pick one bold piece', 'Match the metals'] },
      {
        __typename: 'AssistantLook',
        title: 'Garden party',
        products: [SILK_DRESS],
        totalPrice: { formatted: '$89.00' },
      },
      { __typename: 'AssistantError', message: 'Some products could not be shown.' },
    ]);
    expect(within(panel).getByText('Three ideas:')).toBeTruthy();
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(expect.arrayContaining(['Pick one bold piece', 'Match the metals']));
    const look = within(panel).getByRole('region', { name: 'Garden party' });
    expect(within(look).getByRole('article', { name: 'Ganni Silk Midi Dress' })).toBeTruthy();
    expect(within(look).getByText('$89.00', { selector: 'strong' })).toBeTruthy();
    expect(within(panel).getByText('Some products could not be shown.')).toBeTruthy();
  });

  it('shows a product card that opens the product page', async () => {
    const { panel, router } = await showing([SILK_DRESS]);
    const card = within(panel).getByRole('article', { name: 'Ganni Silk Midi Dress' });
    expect(within(card).getByText('$89.00')).toBeTruthy();
    expect(within(card).getByText('In stock: S, M')).toBeTruthy();
    fireEvent.click(within(card).getByRole('link', { name: /Silk Midi Dress/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/product/12-silk-midi-dress'));
  });

  it('sends a guest to login from "Add to Tote"', async () => {
    const { panel, router } = await showing([SILK_DRESS]);
    fireEvent.click(within(panel).getByRole('button', { name: 'Add Silk Midi Dress to Tote' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('adds a size in stock to the Tote with the add-to-Tote mutation', async () => {
    signInForTest();
    const { panel } = await showing([SILK_DRESS]);
    fireEvent.click(within(panel).getByRole('button', { name: 'Add Silk Midi Dress to Tote' }));
    const sizes = await within(panel).findByRole('group', { name: 'Size of Silk Midi Dress' });
    // S is not in stock any more (the product's sizes say only M); M is.
    expect(within(sizes).getByRole('radio', { name: 'S (sold out)' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(sizes).getByRole('radio', { name: 'M' }));
    fireEvent.click(within(sizes).getByRole('button', { name: 'Add to Tote' }));
    expect(await within(panel).findByText(/In your Tote/)).toBeTruthy();
    const [added] = named('useAddToToteMutation');
    expect(added?.request.variables['input']).toMatchObject({ saleType: 'RENT', sku: expect.stringMatching(/^SKU-/) });
  });

  it('sends a quick button as the next message, with its action', async () => {
    const { panel } = await showing([
      { __typename: 'AssistantQuickButton', label: 'Show dresses', text: 'Show me dresses', action: 'GET_PRODUCTS' },
    ]);
    fireEvent.click(within(panel).getByRole('button', { name: 'Show dresses' }));
    const reply = await nextStream();
    expect(inputOf(reply)).toMatchObject({
      intent: 'CHAT',
      messages: [{ type: 'QUICK_BUTTON', value: 'Show me dresses' }],
      action: { type: 'GET_PRODUCTS' },
    });
    expect(within(panel).getByRole('article', { name: 'You' }).textContent).toBe('Show me dresses');
  });

  it('follows, copies or sends a button by its action', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { panel, router } = await showing([
      button('Copy my link', 'COPY_LINK', '/register/friend-7'),
      button('More looks', 'GET_LOOKS'),
      button('See new arrivals', 'REDIRECT_LINK', '/new-arrivals'),
    ]);
    fireEvent.click(within(panel).getByRole('button', { name: 'Copy my link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/register/friend-7`));
    expect(await screen.findByText('Link copied.')).toBeTruthy();

    fireEvent.click(within(panel).getByRole('button', { name: 'More looks' }));
    expect(inputOf(await nextStream())).toMatchObject({ intent: 'GET_LOOKS', action: { type: 'GET_LOOKS' } });

    fireEvent.click(within(panel).getByRole('button', { name: 'See new arrivals' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/new-arrivals'));
  });

  it('uses an input element as the hint of the message box', async () => {
    const { panel } = await showing([
      text('Which occasion?'),
      { __typename: 'AssistantInput', placeholder: 'e.g. a garden wedding' },
    ]);
    expect(within(panel).getByRole('textbox', { name: 'Message the assistant' }).getAttribute('placeholder')).toBe(
      'e.g. a garden wedding',
    );
  });

  it('shows a trial-limit reply like any other and turns the message box off', async () => {
    const { panel } = await showing(
      [
        text('You have used your free messages.'),
        { __typename: 'AssistantSurveyPrompt', title: 'Find your style', text: 'Two minutes.', link: '/subscribe' },
        button('Become a member', 'REDIRECT_LINK', '/subscribe'),
      ],
      0,
      '/',
      'TRIAL_LIMIT',
    );
    expect(within(panel).getByRole('heading', { name: 'Find your style' })).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Take the style survey' }).getAttribute('href')).toBe('/subscribe');
    expect(within(panel).getByRole('button', { name: 'Become a member' })).toBeTruthy();
    expect(within(panel).getByRole('textbox', { name: 'Message the assistant' }).hasAttribute('disabled')).toBe(true);
    expect(within(panel).getByText(/You have used your free messages\. Become a member/)).toBeTruthy();
    expect(streams()).toHaveLength(0);
  });

  it('keeps the message box on after the last free message: the next one gets the trial-limit reply', async () => {
    const { panel } = await showing([text('Here you go.')], 0);
    expect(within(panel).getByRole('textbox', { name: 'Message the assistant' }).hasAttribute('disabled')).toBe(false);
    expect(within(panel).getByText('That was your last free message.')).toBeTruthy();
  });
});
