/**
 * The stand-in for src/platform/session/fullReload.ts in the route tests: full-page navigations (guards,
 * payment redirects) are watched, not performed. Each test file that needs it mocks the module with
 * `vi.mock('../src/platform/session/fullReload.ts', () => import('./fullReloadMock.ts'))` (vi.mock is per file).
 */
import { vi } from 'vitest';

export const fullReload = vi.fn<(url: string) => void>();

export function pageIsLeaving(): Promise<never> {
  return new Promise<never>(() => {});
}

export function leaveFor(url: string): Promise<never> {
  fullReload(url);
  return pageIsLeaving();
}
