/** /terms (the terms of service, /app/init's agreementLink) and /download_app (store links or home-screen steps). */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { autoResolve, environment, loadLazyRoutes, renderRoutes } from '../../../../test/relay.tsx';
import { shopResolvers } from '../../../../test/shopResolvers.ts';

const { routes } = await import('../../../app/routes.tsx');
beforeAll(() => loadLazyRoutes(routes), 120_000);
configure({ asyncUtilTimeout: 8000 });

const APP_STORE = 'https://apps.apple.com/us/app/tote/id6450000000';
const PLAY_STORE = 'https://play.google.com/store/apps/details?id=com.tote.shop';

function settings(over: { appStoreUrl?: string | null; playStoreUrl?: string | null; supportEmail?: string }) {
  const resolvers: MockResolvers = shopResolvers({
    AppSettings: () => ({
      announcement: 'Free shipping',
      appStoreUrl: null,
      playStoreUrl: null,
      supportEmail: 'care@tote.example',
      ...over,
    }),
  });
  autoResolve(environment, resolvers);
}

beforeEach(() => environment.mock.clearCache());

describe('/terms', () => {
  it('is the terms of service, section by section, with the support inbox to write to', async () => {
    settings({});
    renderRoutes(routes, environment, '/terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Terms of Service | Tote'));
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    for (const [title, id] of [
      ['Membership', 'membership'],
      ['Billing and renewals', 'billing'],
      ['Pausing and cancelling', 'pausing-and-cancelling'],
      ['Rentals and returns', 'rentals-and-returns'],
      ['Damage, loss and wear', 'damage'],
      ['Purchases', 'purchases'],
      ['Privacy', 'privacy'],
      ['Contact us', 'contact'],
    ]) {
      expect(within(contents).getByRole('link', { name: title }).getAttribute('href')).toBe(`#${id}`);
      expect(screen.getByRole('region', { name: title }).id).toBe(id);
    }
    const contact = screen.getByRole('region', { name: 'Contact us' });
    expect(within(contact).getByRole('link', { name: 'care@tote.example' }).getAttribute('href')).toBe(
      'mailto:care@tote.example',
    );
    expect(screen.getByRole('region', { name: 'Pausing and cancelling' }).textContent).toContain('one month');
    // The location database's licence (CC BY 4.0): credit, linked, where the shop says what it does with an address.
    const privacy = screen.getByRole('region', { name: 'Privacy' });
    expect(within(privacy).getByRole('link', { name: 'IP Geolocation by DB-IP' }).getAttribute('href')).toBe(
      'https://db-ip.com',
    );
  });

  it('is linked from the footer of every page', async () => {
    settings({});
    renderRoutes(routes, environment, '/download_app');
    const footer = await screen.findByRole('navigation', { name: 'Legal' });
    expect(within(footer).getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms');
  });
});

describe('/download_app', () => {
  it('without an app: home-screen steps for iPhone and Android, never "coming soon"', async () => {
    settings({});
    renderRoutes(routes, environment, '/download_app');
    expect(await screen.findByRole('heading', { name: 'iPhone and iPad (Safari)' })).toBeTruthy();
    const android = screen.getByRole('region', { name: 'Android (Chrome)' });
    expect(
      within(android)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toContain('Tap “Add to Home screen” (on some phones “Install app”).');
    expect(screen.queryByRole('list', { name: 'Download the app' })).toBeNull();
    expect(document.body.textContent).not.toMatch(/coming soon/i);
  });

  it('with both apps: the store links, opening in a new tab, and no home-screen steps', async () => {
    settings({ appStoreUrl: APP_STORE, playStoreUrl: PLAY_STORE });
    renderRoutes(routes, environment, '/download_app');
    const stores = await screen.findByRole('list', { name: 'Download the app' });
    const appStore = within(stores).getByRole('link', { name: 'Download on the App Store' });
    expect(appStore.getAttribute('href')).toBe(APP_STORE);
    expect(appStore.getAttribute('target')).toBe('_blank');
    expect(appStore.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(stores).getByRole('link', { name: 'Get it on Google Play' }).getAttribute('href')).toBe(PLAY_STORE);
    expect(screen.queryByRole('heading', { name: 'iPhone and iPad (Safari)' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Android (Chrome)' })).toBeNull();
  });

  it('with an iPhone app only: its store link, and the home-screen steps for Android', async () => {
    settings({ appStoreUrl: APP_STORE });
    renderRoutes(routes, environment, '/download_app');
    const stores = await screen.findByRole('list', { name: 'Download the app' });
    expect(
      within(stores)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Download on the App Store']);
    expect(screen.getByRole('heading', { name: 'Android (Chrome)' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'iPhone and iPad (Safari)' })).toBeNull();
  });
});
