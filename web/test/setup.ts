import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { resetUiState } from '../src/platform/state/ui.ts';
import { resetEnvironment, stopAutoResolvers } from './relay.tsx';
import { resetSession } from './session.ts';
import { resetIdle } from '../src/ui/Deferred/idle.ts';

// relay-test-utils' mock environment builds its spies with the global `jest` (set before the imports run).
vi.hoisted(() => {
  (globalThis as unknown as { jest: typeof vi }).jest = vi;
});

// The route loaders start their queries on the app's environment: in tests it is `environment` of
// ./relay.tsx, a mock one, fresh for each test (read through a getter, so the app sees each test's
// own). The rest of the module stays real (createEnvironment). A test file of the real network layer
// mocks the module again with its own factory, which wins.
vi.mock('../src/platform/relay/environment.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../src/platform/relay/environment.ts')>();
  const relay = await import('./relay.tsx');
  return {
    ...actual,
    get environment() {
      return relay.environment;
    },
  };
});

// jsdom has no layout: scrolling is a no-op here.
window.scrollTo = (() => {}) as typeof window.scrollTo;

afterEach(() => {
  cleanup();
  stopAutoResolvers();
  resetEnvironment();
  resetUiState();
  resetSession();
  resetIdle();
  document.body.style.overflow = '';
});
