import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook, screen } from '@testing-library/react';
import { useIsMobile } from './useIsMobile.ts';
import { hydrate, serverHtml } from '../../../test/hydration.tsx';

function Layout() {
  return <p>{useIsMobile() ? 'mobile' : 'desktop'}</p>;
}

function serverSaysMobile() {
  const meta = document.createElement('meta');
  meta.name = 'tote-device';
  meta.content = 'mobile';
  document.head.append(meta);
}

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

afterEach(() => {
  document.querySelector('meta[name="tote-device"]')?.remove();
  setWidth(1024);
});

describe('useIsMobile', () => {
  it('is mobile at 768 px and desktop at 769 px, following resizes', () => {
    setWidth(768);
    const { result } = renderHook(() => useIsMobile());
    expect(result.current).toBe(true);
    act(() => setWidth(769));
    expect(result.current).toBe(false);
    act(() => setWidth(390));
    expect(result.current).toBe(true);
  });

  it('is mobile on a wide viewport when the server says the device is mobile', () => {
    setWidth(1280);
    serverSaysMobile();
    const { result } = renderHook(() => useIsMobile());
    expect(result.current).toBe(true);
  });

  it('draws what the device detection says on the server and while hydrating, then the viewport', async () => {
    setWidth(390);
    const container = serverHtml(<Layout />);
    expect(container.textContent).toBe('desktop');
    const { problems } = hydrate(container, <Layout />);
    expect(await screen.findByText('mobile')).toBeTruthy();
    expect(problems).toEqual([]);
  });

  it('a phone gets the mobile layout from the server, and hydrates it without a mismatch', () => {
    setWidth(390);
    serverSaysMobile();
    const container = serverHtml(<Layout />);
    expect(container.textContent).toBe('mobile');
    const { problems } = hydrate(container, <Layout />);
    expect(container.textContent).toBe('mobile');
    expect(problems).toEqual([]);
  });
});
