import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { closeRouteDrawers, getUiState, openDrawer, setAIOn, useUi } from './ui.ts';
import { hydrate, serverHtml } from '../../../test/hydration.tsx';

function Flags() {
  const aiOn = useUi((state) => state.isAIOn);
  const menu = useUi((state) => state.drawers.menu);
  return <p>{`assistant ${aiOn ? 'open' : 'closed'}, menu ${menu ? 'open' : 'closed'}`}</p>;
}

describe('useUi', () => {
  it('hydrates what the server drew (all closed), then shows the browser’s own flags', async () => {
    const container = serverHtml(<Flags />);
    expect(container.textContent).toBe('assistant closed, menu closed');
    // Stored from an earlier visit, and a tap on the menu button before hydration.
    setAIOn(true);
    openDrawer('menu');
    const { problems } = hydrate(container, <Flags />);
    expect(await screen.findByText('assistant open, menu open')).toBeTruthy();
    expect(problems).toEqual([]);
  });
});

describe('closeRouteDrawers', () => {
  it('closes the drawers opened on the page left, and keeps one opened after the URL changed', () => {
    window.history.pushState(null, '', '/login');
    openDrawer('menu');
    // The router has pushed the next URL; its page is still loading when the shopper opens the Tote.
    window.history.pushState(null, '', '/account/account-overview');
    openDrawer('cartOrderPreview');
    closeRouteDrawers('/account/account-overview');
    expect(getUiState().drawers.menu).toBe(false);
    expect(getUiState().drawers.cartOrderPreview).toBe(true);

    // A link in the Tote to another page closes it.
    window.history.pushState(null, '', '/product/1-a-dress');
    closeRouteDrawers('/product/1-a-dress');
    expect(getUiState().drawers.cartOrderPreview).toBe(false);
  });
});
