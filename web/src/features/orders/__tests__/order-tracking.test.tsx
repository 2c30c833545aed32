import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { signInForTest } from '../../../../test/session.ts';
import { LINE, ORDER, setupOrderFixtures } from './orderFixtures.tsx';

vi.mock('../../../platform/session/fullReload.ts', () => import('../../../../test/fullReloadMock.ts'));

const { start } = setupOrderFixtures();

const RENTED = { ...LINE, orderItemId: 502, type: 'RENT', saleType: 'RENT', quantity: 1, title: 'Linen blazer' };
const event = (status: string, description: string, occurredAt: string) => ({
  status,
  description,
  location: 'Newark, NJ',
  occurredAt,
});
const PARCEL = {
  shipmentId: 7,
  direction: 'OUTBOUND',
  carrier: 'Tote Local Carrier',
  trackingCode: 'TLC123456789',
  trackingUrl: null,
  status: 'INCOMING',
  orderItemIds: [502],
  createdAt: '2026-11-20T11:00:00Z',
  shippedAt: '2026-11-21T09:00:00Z',
  deliveredAt: null,
  events: [
    event('REQUESTED', 'Label created', '2026-11-20T11:00:00Z'),
    event('INCOMING', 'Picked up by the carrier', '2026-11-21T09:00:00Z'),
  ],
};
const ON_ITS_WAY = {
  ...ORDER,
  mode: 'RENT_ONLY',
  costType: 'ORDER',
  status: 'INCOMING',
  paymentStatus: 'FREE',
  paidAt: '2026-11-20T10:01:00Z',
  lines: [RENTED],
  shipments: [PARCEL],
  primaryActions: ['TRACK_TOTE'],
  secondaryActions: ['CONTACT_US'],
};

describe('/order/{orderId}: statuses and Track your Tote', () => {
  it.each([
    ['INCOMING', 'Incoming'],
    ['PARTIALLY_INCOMING', 'Partially incoming'],
    ['PARTIALLY_DELIVERED', 'Partially delivered'],
    ['RETURN_IN_TRANSIT', 'Return in transit'],
    ['RETURNED', 'Returned'],
    ['UNRESOLVED', 'Unresolved'],
  ])('shows the status %s as "%s" with its badge', async (status, label) => {
    signInForTest();
    start('/order/42', { Order: () => ({ ...ON_ITS_WAY, status }) });
    const badge = await screen.findByTestId('order-status');
    expect(badge.textContent).toBe(label);
    expect(badge.className).toBe(`order-badge order-badge--${label.toLowerCase().replaceAll(' ', '-')}`);
  });

  it("TRACK_TOTE links to the tracking: each parcel's carrier, code, items and events, newest first", async () => {
    signInForTest();
    start('/order/42', { Order: () => ON_ITS_WAY });
    const track = await screen.findByRole('link', { name: 'Track your Tote' });
    expect(track.getAttribute('href')).toBe('#track');
    const section = screen.getByRole('region', { name: 'Track your Tote' });
    expect(section.id).toBe('track');
    const parcel = within(section).getByRole('article', { name: 'Parcel' });
    expect(within(parcel).getByText('Tote Local Carrier')).toBeTruthy();
    expect(within(parcel).getByText('TLC123456789')).toBeTruthy();
    expect(within(parcel).getByText('On its way')).toBeTruthy();
    expect(within(parcel).getByText('Linen blazer')).toBeTruthy();
    const events = within(parcel)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(events).toEqual([
      'Picked up by the carrierNov 21, 2026 · Newark, NJ',
      'Label createdNov 20, 2026 · Newark, NJ',
    ]);
  });

  it('two parcels are numbered; a delivered order keeps its tracking but offers no Track action', async () => {
    signInForTest();
    const second = { ...PARCEL, shipmentId: 8, trackingCode: 'TLC987654321', status: 'DELIVERED' };
    start('/order/42', {
      Order: () => ({ ...ON_ITS_WAY, status: 'DELIVERED', primaryActions: [], shipments: [PARCEL, second] }),
    });
    const section = await screen.findByRole('region', { name: 'Track your Tote' });
    expect(within(section).getByRole('article', { name: 'Parcel 1 of 2' })).toBeTruthy();
    expect(within(section).getByRole('article', { name: 'Parcel 2 of 2' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Track your Tote' })).toBeNull();
  });

  it('nothing packed yet (REQUESTED): no tracking section', async () => {
    signInForTest();
    start('/order/42', { Order: () => ({ ...ON_ITS_WAY, status: 'REQUESTED', primaryActions: [], shipments: [] }) });
    expect((await screen.findByTestId('order-status')).textContent).toBe('Requested');
    expect(screen.queryByRole('region', { name: 'Track your Tote' })).toBeNull();
  });

  it("a carrier's tracking page is a link (http or https only, in a new tab)", async () => {
    signInForTest();
    const ups = { ...PARCEL, carrier: 'UPS', trackingCode: '1Z999', trackingUrl: 'https://ups.example/track?n=1Z999' };
    const bad = { ...PARCEL, shipmentId: 8, carrier: 'Shady', trackingUrl: 'javascript:alert(1)' };
    start('/order/42', { Order: () => ({ ...ON_ITS_WAY, shipments: [ups, bad] }) });
    const section = await screen.findByRole('region', { name: 'Track your Tote' });
    const link = within(section).getByRole('link', { name: 'Track with UPS' });
    expect(link.getAttribute('href')).toBe('https://ups.example/track?n=1Z999');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(section).queryByRole('link', { name: 'Track with Shady' })).toBeNull();
    expect(within(section).getByText('Shady')).toBeTruthy();
  });

  it("a returned rental shows the warehouse's inspection", async () => {
    signInForTest();
    start('/order/42', {
      Order: () => ({ ...ON_ITS_WAY, status: 'RETURNED', lines: [{ ...RENTED, inspection: 'NEEDS_CLEANING' }] }),
    });
    expect((await screen.findByTestId('order-line-inspection')).textContent).toBe(
      'Checked at the warehouse: being cleaned',
    );
  });
});
