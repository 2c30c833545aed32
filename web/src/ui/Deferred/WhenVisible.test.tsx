import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { WhenVisible } from './WhenVisible.tsx';
import { hydrate, serverHtml } from '../../../test/hydration.tsx';
import { fakeIntersectionObserver as observer } from '../../../test/intersection.ts';

const Page = () => (
  <main>
    <h1>Product</h1>
    <WhenVisible minHeight={320} placeholder={<span className="frame" />}>
      <section>You may also like</section>
    </WhenVisible>
  </main>
);

afterEach(() => vi.unstubAllGlobals());

describe('WhenVisible', () => {
  it('is a placeholder of the given height on the server', () => {
    expect(renderToString(<Page />)).toBe(
      '<main><h1>Product</h1><div style="min-height:320px" aria-hidden="true"><span class="frame"></span></div></main>',
    );
  });

  it('hydrates the placeholder, then mounts its children when it comes within 200 px of the viewport', async () => {
    const { observers, reach } = observer();
    const container = serverHtml(<Page />);
    const { problems } = hydrate(container, <Page />);
    await act(async () => {});
    expect(observers[0]?.options?.rootMargin).toBe('200px 0px');
    reach(false);
    expect(screen.queryByText('You may also like')).toBeNull();
    reach(true);
    expect(await screen.findByText('You may also like')).toBeTruthy();
    expect(container.querySelector('.frame')).toBeNull();
    expect(observers[0]?.targets).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('does the same without server HTML', async () => {
    const { reach } = observer();
    const { container } = render(<Page />);
    expect((container.querySelector('[aria-hidden]') as HTMLElement).style.minHeight).toBe('320px');
    reach(true);
    expect(await screen.findByText('You may also like')).toBeTruthy();
  });

  it('mounts its children when idle where the browser has no IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Page />);
    expect(screen.queryByText('You may also like')).toBeNull();
    expect(await screen.findByText('You may also like')).toBeTruthy();
  });
});
