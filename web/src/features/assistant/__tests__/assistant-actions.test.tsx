/** The assistant's driven actions in the panel: each button does what its action says. */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { signInForTest } from '../../../../test/session.ts';
import {
  button,
  conversation,
  end,
  inputOf,
  message,
  nextStream,
  openPanel,
  setupAssistantFixtures,
  text,
  update,
} from './assistantFixtures.tsx';

const { start } = setupAssistantFixtures();

async function showing(messages: ReturnType<typeof message>[]) {
  const result = start('/', { Assistant: () => conversation(messages) });
  const panel = await openPanel();
  await within(panel).findAllByRole('article');
  return { ...result, panel };
}

const CHICAGO = {
  place: 'Chicago',
  period: 'this weekend',
  source: 'Typical weather for these dates (NOAA 1991–2020 climate normals), not a live forecast',
  days: [
    { date: '2026-11-28', label: 'Saturday', highF: 45, lowF: 31, precipChance: 35, sky: 'A chance of showers' },
    { date: '2026-11-29', label: 'Sunday', highF: 44, lowF: 30, precipChance: 35, sky: 'A chance of showers' },
  ],
};

describe('the assistant-driven actions', () => {
  it('sends an action with its value: back in stock, a cancel reason, a confirmed reset', async () => {
    const { panel } = await showing([
      message('m1', [
        text('Pick one:'),
        button('Email me when M is back', 'TURN_ON_BACK_IN_STOCK', null, { buttonValue: 'SKU-12-M' }),
        button('I am taking a break', 'CANCEL_SURVEY_REASON', null, { buttonValue: '1:6' }),
        button('Yes, reset my survey', 'RESET_SURVEY', null, { buttonValue: 'confirm' }),
      ]),
    ]);
    const cases: [string, Record<string, unknown>][] = [
      ['Email me when M is back', { intent: 'CHAT', action: { type: 'TURN_ON_BACK_IN_STOCK', value: 'SKU-12-M' } }],
      ['I am taking a break', { intent: 'CHAT', action: { type: 'CANCEL_SURVEY_REASON', value: '1:6' } }],
      ['Yes, reset my survey', { intent: 'RESET_SURVEY', action: { type: 'RESET_SURVEY', value: 'confirm' } }],
    ];
    for (const [label, expected] of cases) {
      fireEvent.click(within(panel).getByRole('button', { name: label }));
      const reply = await nextStream();
      expect(inputOf(reply)).toMatchObject({ ...expected, messages: [{ type: 'QUICK_BUTTON', value: label }] });
      update(reply, message(`r-${label}`, [text('Done.')]));
      end(reply);
    }
  });

  it('opens the weather widget the button carries, day by day', async () => {
    const { panel } = await showing([
      message('m1', [
        text('Chicago this weekend: wear a warm coat.'),
        button('Weather in Chicago', 'OPEN_WEATHER_WIDGET', null, { weather: CHICAGO }),
      ]),
    ]);
    const open = within(panel).getByRole('button', { name: 'Weather in Chicago' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(open);
    const widget = within(panel).getByRole('region', { name: 'Weather: Chicago, this weekend' });
    expect(
      within(widget)
        .getAllByRole('listitem')
        .map((day) => day.textContent),
    ).toEqual([
      'Saturday45° / 31°FA chance of showers35% chance of rain or snow',
      'Sunday44° / 30°FA chance of showers35% chance of rain or snow',
    ]);
    expect(within(widget).getByText(/climate normals/)).toBeTruthy();
    fireEvent.click(open);
    expect(within(panel).queryByRole('region', { name: /^Weather/ })).toBeNull();
  });

  it('goes on to the survey once the style is rebuilt, not when the assistant could not do it', async () => {
    signInForTest(); // the survey is for signed-in shoppers
    const { panel, router } = await showing([message('m1', [button('Rebuild my style', 'REBUILD_STYLE')])]);
    fireEvent.click(within(panel).getByRole('button', { name: 'Rebuild my style' }));
    let reply = await nextStream();
    expect(inputOf(reply)).toMatchObject({ action: { type: 'REBUILD_STYLE' } });
    update(
      reply,
      message('r1', [{ __typename: 'AssistantError', message: 'The survey was not reset.' }], { kind: 'ERROR' }),
    );
    end(reply);
    expect(await within(panel).findByRole('alert')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');

    fireEvent.click(within(panel).getByRole('button', { name: 'Rebuild my style' }));
    reply = await nextStream();
    update(reply, message('r2', [text("Your old answers are cleared. Let's start with step 1.")]));
    end(reply);
    await waitFor(() => expect(router.state.location.pathname).toBe('/style-survey'));
  });

  it("shows the minibot's message with its name; Chat with AI hands over to the assistant", async () => {
    const { panel } = await showing([
      message(
        'm1',
        [text('Back for the Silk Midi Dress?'), button('Chat with AI', 'CHAT_WITH_AI', null, { buttonValue: '12' })],
        {
          sender: { role: 'MINIBOT', nickname: 'Tote Minibot', avatar: '/favicon.svg' },
        },
      ),
    ]);
    const minibot = within(panel).getByRole('article', { name: 'Tote Minibot' });
    expect(minibot.className).toContain('assistant-message--minibot');
    fireEvent.click(within(minibot).getByRole('button', { name: 'Chat with AI' }));
    expect(inputOf(await nextStream())).toMatchObject({ action: { type: 'CHAT_WITH_AI', value: '12' } });
    expect(screen.getByRole('complementary', { name: 'Tote Stylist' })).toBeTruthy();
  });
});

describe("the minibot's nudge", () => {
  it('on a product page, marks the closed assistant until it opens, never covering the page', async () => {
    start('/product/12-silk-midi-dress', {
      Product: () => ({ id: 'UHJvZHVjdDoxMg==', productId: 12, title: 'Silk Midi Dress', details: [] }),
      ReviewSummary: () => ({ average: 0, count: 0, starCounts: [], runsSmall: 0, trueToSize: 0, runsLarge: 0 }),
      AssistantBehaviorPayload: () => ({
        ok: true,
        userErrors: [],
        message: message(
          'mb1',
          [text('Back for Silk Midi Dress?'), button('Chat with AI', 'CHAT_WITH_AI', null, { buttonValue: '12' })],
          { sender: { role: 'MINIBOT', nickname: 'Tote Minibot', avatar: '/favicon.svg' } },
        ),
      }),
    });
    // A dot on the assistant's buttons, never a bubble over the page; the message waits in the conversation.
    const header = await screen.findByRole('button', {
      name: 'Open Tote Stylist, the shopping assistant, a new message from Tote Minibot',
    });
    expect(screen.queryByRole('complementary', { name: 'Tote Minibot' })).toBeNull();
    fireEvent.click(header);
    // Open, the message is read (the conversation, loaded from the api, holds it: the test above).
    expect(await screen.findByRole('complementary', { name: 'Tote Stylist' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close Tote Stylist, the shopping assistant' })).toBeTruthy();
  });
});
