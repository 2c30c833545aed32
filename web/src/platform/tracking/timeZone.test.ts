import { afterEach, describe, expect, it, vi } from 'vitest';
import { timeZone } from './timeZone.ts';

afterEach(() => vi.unstubAllGlobals());

describe('timeZone', () => {
  it("is Temporal's when the browser has it, without asking Intl", () => {
    vi.stubGlobal('Temporal', { Now: { timeZoneId: () => 'Europe/Oslo' } });
    const intl = vi.spyOn(Intl, 'DateTimeFormat');
    expect(timeZone()).toBe('Europe/Oslo');
    expect(intl).not.toHaveBeenCalled();
    intl.mockRestore();
  });

  it("is Intl's otherwise", () => {
    vi.stubGlobal('Temporal', undefined);
    expect(timeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
