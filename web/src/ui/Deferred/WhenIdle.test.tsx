import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { WhenIdle } from './WhenIdle.tsx';
import { hydrate, serverHtml } from '../../../test/hydration.tsx';

const Page = ({ now }: { now?: boolean }) => (
  <main>
    <h1>Page</h1>
    <WhenIdle fallback={<div className="reserved" />} now={now}>
      <aside>Assistant</aside>
    </WhenIdle>
  </main>
);

/** requestIdleCallback, answered when the test says the browser is idle. */
function idleCallbacks() {
  const queued: IdleRequestCallback[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => queued.push(callback));
  vi.stubGlobal('cancelIdleCallback', (id: number) => queued.splice(id - 1, 1, () => {}));
  return () =>
    act(() => {
      for (const callback of queued.splice(0)) callback({ didTimeout: false, timeRemaining: () => 50 });
    });
}

afterEach(() => vi.unstubAllGlobals());

describe('WhenIdle', () => {
  it('is its fallback on the server', () => {
    expect(renderToString(<Page />)).toBe('<main><h1>Page</h1><div class="reserved"></div></main>');
  });

  it('hydrates its fallback without a mismatch, then mounts its children when the browser is idle', async () => {
    const idle = idleCallbacks();
    const container = serverHtml(<Page />);
    const { problems } = hydrate(container, <Page />);
    await act(async () => {});
    expect(screen.queryByText('Assistant')).toBeNull();
    expect(container.querySelector('.reserved')).not.toBeNull();
    idle();
    expect(await screen.findByText('Assistant')).toBeTruthy();
    expect(container.querySelector('.reserved')).toBeNull();
    expect(problems).toEqual([]);
  });

  it('does the same without server HTML', async () => {
    const idle = idleCallbacks();
    const { container } = render(<Page />);
    expect(screen.queryByText('Assistant')).toBeNull();
    expect(container.querySelector('.reserved')).not.toBeNull();
    idle();
    expect(await screen.findByText('Assistant')).toBeTruthy();
  });

  it('mounts at once when asked to (what it holds was opened), hydrated first', async () => {
    idleCallbacks();
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open
          </button>
          <Page now={open} />
        </>
      );
    }
    const container = serverHtml(<Opener />);
    const { problems } = hydrate(container, <Opener />);
    await act(async () => {});
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByText('Assistant')).toBeTruthy();
    expect(problems).toEqual([]);
  });

  it('mounts at once on a page opened after the first idle moment', async () => {
    const idle = idleCallbacks();
    const first = render(<Page />);
    idle();
    await screen.findByText('Assistant');
    first.unmount();
    render(<Page />);
    expect(screen.getByText('Assistant')).toBeTruthy();
  });

  it('waits for the next task where the browser has no requestIdleCallback', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    render(<Page />);
    expect(screen.queryByText('Assistant')).toBeNull();
    expect(await screen.findByText('Assistant')).toBeTruthy();
  });
});
