/**
 * Contact us on the order page: the support request form in a modal (createSupportRequest about the
 * order), its rules with the shared messages, the api's userErrors, and the confirmation with the
 * request number.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SupportMessages } from '@tote/contract/support';
import { signInForTest } from '../../../../test/session.ts';
import { ORDER, setupOrderFixtures } from '../../orders/__tests__/orderFixtures.tsx';

// The order fixtures watch full-page navigations (payment redirects) instead of performing them.
vi.mock('../../../platform/session/fullReload.ts', () => import('../../../../test/fullReloadMock.ts'));

const { start, operation, named } = setupOrderFixtures();
const MESSAGE = 'The zip of my dress is broken. Can I swap it?';

async function openForm(resolvers = {}) {
  signInForTest();
  start('/order/42', { Order: () => ORDER, ...resolvers });
  fireEvent.click(await screen.findByRole('button', { name: 'Contact us' }));
  return screen.findByRole('dialog', { name: 'Contact us' });
}

describe('Contact us on the order page', () => {
  it('sends a request about the order and shows its number', async () => {
    const dialog = await openForm({
      CreateSupportRequestPayload: () => ({ userErrors: [] }),
      SupportRequest: () => ({ requestId: 42, number: 'TS-000042', email: 'ann@tote.test' }),
    });
    expect(within(dialog).getByText('About order #42')).toBeTruthy();
    expect((within(dialog).getByRole('combobox', { name: 'What is it about?' }) as HTMLSelectElement).value).toBe(
      'order',
    );
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'What is it about?' }), {
      target: { value: 'item' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Your message' }), { target: { value: MESSAGE } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('TS-000042')).toBeTruthy();
    expect(within(dialog).getByText('ann@tote.test')).toBeTruthy();
    expect(operation('useCreateSupportRequestMutation')!.request.variables).toEqual({
      input: { orderId: 42, topic: 'ITEM', message: MESSAGE },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Contact us' })).toBeNull());
  });

  it('checks the message before sending, with the shared messages', async () => {
    const dialog = await openForm();
    const message = within(dialog).getByRole('textbox', { name: 'Your message' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText(SupportMessages.messageRequired)).toBeTruthy();
    fireEvent.change(message, { target: { value: 'Help' } });
    expect(await within(dialog).findByText(SupportMessages.messageTooShort)).toBeTruthy();
    expect(message.getAttribute('maxLength')).toBe('2000');
    expect(named('useCreateSupportRequestMutation')).toEqual([]);
  });

  it("shows the api's refusals: on the message field, or about the whole form", async () => {
    const dialog = await openForm({
      CreateSupportRequestPayload: () => ({
        request: null,
        userErrors: [
          { code: '40001', field: ['input', 'message'], message: 'Your message must be at least 10 characters.' },
          { code: '42900', field: null, message: 'You have sent many requests in the last hour.' },
        ],
      }),
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Your message' }), { target: { value: MESSAGE } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('You have sent many requests in the last hour.')).toBeTruthy();
    expect(within(dialog).getByText('Your message must be at least 10 characters.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Send request' })).toBeTruthy();
  });
});
