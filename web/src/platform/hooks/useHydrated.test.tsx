import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { useHydrated } from './useHydrated.ts';
import { hydrate, serverHtml } from '../../../test/hydration.tsx';

const renders: boolean[] = [];

function Probe() {
  const hydrated = useHydrated();
  renders.push(hydrated);
  return <p>{hydrated ? 'browser' : 'server'}</p>;
}

describe('useHydrated', () => {
  it('is false on the server', () => {
    expect(renderToString(<Probe />)).toBe('<p>server</p>');
  });

  it('is false in the render that hydrates the server HTML, true right after', async () => {
    const container = serverHtml(<Probe />);
    renders.length = 0;
    const { problems } = hydrate(container, <Probe />);
    expect(await screen.findByText('browser')).toBeTruthy();
    expect(renders[0]).toBe(false);
    expect(problems).toEqual([]);
  });

  it('is true from the first render without server HTML', () => {
    renders.length = 0;
    render(<Probe />);
    expect(renders).toEqual([true]);
  });
});
