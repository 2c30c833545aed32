import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { resetUiState } from '../src/state/ui.ts';
import { stopAutoResolvers } from './relay.tsx';
import { resetSession } from './session.ts';

// relay-test-utils' mock environment builds its spies with the global `jest`.
(globalThis as unknown as { jest: typeof vi }).jest = vi;

// jsdom has no layout: scrolling is a no-op here.
window.scrollTo = (() => {}) as typeof window.scrollTo;

afterEach(() => {
  cleanup();
  stopAutoResolvers();
  resetUiState();
  resetSession();
  document.body.style.overflow = '';
});
