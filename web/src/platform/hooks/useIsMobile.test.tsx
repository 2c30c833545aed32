import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useIsMobile } from './useIsMobile.ts';

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
    const meta = document.createElement('meta');
    meta.name = 'tote-device';
    meta.content = 'mobile';
    document.head.append(meta);
    const { result } = renderHook(() => useIsMobile());
    expect(result.current).toBe(true);
  });
});
