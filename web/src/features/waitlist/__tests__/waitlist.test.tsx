/**
 * The waitlist modal (src/waitlist): /subscribe shows it instead of the membership flow while the viewer's modal
 * is visible; "Join the waitlist" (joinWaitlist) turns it into "You're on the list"; a 20013 / 20014 userError
 * from the checkout opens it too; with the modal hidden the flow shows as before.
 */
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { WaitlistCopy, WaitlistMessages } from '@tote/contract/waitlist';
import { signInForTest } from '../../../../test/session.ts';
import { setCookie, setupSubscribeFixtures } from '../../checkout/__tests__/subscribeFixtures.tsx';
import { openWaitlistOn } from '../waitlist.ts';
import { closeModal, getUiState } from '../../../platform/state/ui.ts';

// Full-page navigations (the membership guards) are watched, not performed, here.
vi.mock('../../../platform/session/fullReload.ts', () => import('../../../../test/fullReloadMock.ts'));

const { start, operation } = setupSubscribeFixtures();

const waiting = {
  state: 'WAITING',
  position: 3,
  modal: {
    visible: true,
    subtitle: WaitlistCopy.waitingSubtitle,
    title: WaitlistCopy.waitingTitle,
    text: WaitlistCopy.waitingText.replace('{position}', '3'),
    btnVisible: false,
    btnLink: null,
  },
};
const notJoined = {
  state: 'NONE',
  position: null,
  modal: {
    visible: true,
    subtitle: WaitlistCopy.subtitle,
    title: WaitlistCopy.title,
    text: WaitlistCopy.text,
    btnVisible: true,
    btnLink: null,
  },
};

const dialog = () => screen.findByRole('dialog', { name: 'Membership waitlist' });

describe('the waitlist modal', () => {
  it('stands in for the membership flow; joining shows the place in line', async () => {
    signInForTest();
    setCookie(0, 'Not Subscribed');
    let joined = false;
    start('/subscribe', {
      Waitlist: () => (joined ? waiting : notJoined),
      WaitlistModal: () => (joined ? waiting : notJoined).modal,
      JoinWaitlistPayload: () => {
        joined = true;
        return { userErrors: [] };
      },
    });
    const modal = await dialog();
    expect(await within(modal).findByText(WaitlistCopy.text)).toBeTruthy();
    expect(screen.queryByText('Step 1 of 5')).toBeNull();
    expect(screen.getByRole('region', { name: 'Membership waitlist' })).toBeTruthy();

    fireEvent.click(within(modal).getByRole('button', { name: 'Join the waitlist' }));
    expect(await within(modal).findByText("You're on the list")).toBeTruthy();
    expect(within(modal).getByText(/number 3 in line/)).toBeTruthy();
    expect(operation('useJoinWaitlistMutation')).toBeTruthy();
    // Joining makes her a lead for analytics (SPEC §4 submitLead), once the api said yes.
    const leads = (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'submitLead');
    expect(leads).toEqual([expect.objectContaining({ lead_type: 'waitlist', waitlist_position: 3 })]);
    expect(within(modal).queryByRole('button', { name: 'Join the waitlist' })).toBeNull();
    // The page behind says so too.
    const gate = screen.getByRole('region', { name: 'Membership waitlist' });
    expect(within(gate).getByText(WaitlistCopy.waitingTitle)).toBeTruthy();
    expect(within(gate).queryByRole('button', { name: 'Join the waitlist' })).toBeNull();
    fireEvent.click(within(modal).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(getUiState().modals.waitlist).toBe(false));
  });

  it('leaves the flow as it is when the modal is hidden', async () => {
    signInForTest();
    setCookie(0, 'Not Subscribed');
    start('/subscribe', { Waitlist: () => notJoined });
    expect(await screen.findByText('Step 1 of 5')).toBeTruthy();
    expect(getUiState().modals.waitlist).toBe(false);
  });

  it('opens on a 20013 or 20014 from any call', async () => {
    expect(openWaitlistOn([{ code: '23001' }])).toBe(false);
    expect(getUiState().modals.waitlist).toBe(false);
    act(() => {
      expect(openWaitlistOn([{ code: '20014' }])).toBe(true);
    });
    expect(getUiState().modals.waitlist).toBe(true);
    act(() => closeModal('waitlist'));
    act(() => {
      expect(openWaitlistOn([{ code: '20013' }])).toBe(true);
    });
    expect(getUiState().modals.waitlist).toBe(true);
    act(() => closeModal('waitlist'));
  });

  it('a checkout preview refused by the waitlist opens the modal', async () => {
    signInForTest();
    setCookie(0, 'Not Subscribed');
    start('/subscribe?step=4', {
      Waitlist: () => notJoined,
      CheckoutPreviewResult: () => ({
        preview: null,
        userErrors: [{ code: '20014', field: null, message: WaitlistMessages.waiting }],
      }),
    });
    await waitFor(() => expect(getUiState().modals.waitlist).toBe(true));
    act(() => closeModal('waitlist'));
  });
});
