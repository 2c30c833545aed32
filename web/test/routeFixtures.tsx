/**
 * Rendering the app's real routes against the mock environment, for a test file: the lazy screens
 * loaded once, longer timeouts, a stale store before each test, and the operations each test asked for.
 */
import { beforeAll, beforeEach, vi } from 'vitest';
import { configure } from '@testing-library/react';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import type { OperationDescriptor } from 'relay-runtime';
import { routes } from '../src/app/routes.tsx';
import { autoResolve, environment, loadLazyRoutes, renderRoutes } from './relay.tsx';
import { invalidateStore } from './session.ts';

/** Operation names without the pop-ups' own query, which pages ask once, apart (features/banners/Popups.tsx). */
export const withoutPopups = (names: string[]): string[] => names.filter((name) => name !== 'PopupsQuery');

/** Registers the hooks (call it at the top level of a test file); `base` answers what a test does not. */
export function setupRouteFixtures(base: MockResolvers) {
  beforeAll(() => loadLazyRoutes(routes), 120_000);
  configure({ asyncUtilTimeout: 8000 });
  vi.setConfig({ testTimeout: 20_000 });

  /** The operations of the current test, in the order they were answered. */
  const operations: OperationDescriptor[] = [];
  beforeEach(() => {
    invalidateStore(environment);
    operations.length = 0;
  });

  /** Renders the app at `url`; operations `hold` picks stay pending for the test to answer. */
  function start(url: string, resolvers: MockResolvers = {}, hold?: (operation: OperationDescriptor) => boolean) {
    autoResolve(environment, { ...base, ...resolvers }, operations, hold);
    return renderRoutes(routes, environment, url);
  }

  const operationNames = () => operations.map((o) => o.request.node.params.name);
  const named = (name: string) => operations.filter((o) => o.request.node.params.name === name);
  const operation = (name: string) => operations.find((o) => o.request.node.params.name === name);

  return { operations, start, operationNames, named, operation };
}
