import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { openDrawer, setAIOn, useUi } from './ui.ts';
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
