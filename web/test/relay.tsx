/**
 * The ONE helper for rendering with Relay in tests: a mock environment (relay-test-utils) that
 * answers every operation with MockPayloadGenerator and the given resolvers, inside a memory router.
 */
import { Suspense, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { createOperationDescriptor, type ConcreteRequest, type OperationDescriptor } from 'relay-runtime';

export type MockEnvironment = ReturnType<typeof createMockEnvironment>;

/**
 * The app's Relay environment in tests: test/setup.ts makes src/platform/relay/environment.ts export this mock one,
 * so the route loaders' queries go there. Each test gets a fresh one (resetEnvironment, after each test):
 * what a test leaves behind — a query still pending or never committed, which Relay keeps cached for a
 * later render of the same query — must not answer the next test's screens with that test's data.
 */
export let environment: MockEnvironment = createMockEnvironment();

/** Called after each test (test/setup.ts). */
export function resetEnvironment() {
  environment = createMockEnvironment();
}

export interface RenderOptions {
  /** Field resolvers by type name, e.g. `{ Product: () => ({ title: 'Silk dress' }) }`. */
  resolvers?: MockResolvers;
  /** The URL to start at. */
  url?: string;
  /** The route path the element is mounted at (default: every path). */
  path?: string;
  environment?: MockEnvironment;
}

/**
 * Answers every operation from now on (queries, refetches, pagination) with generated data. Route
 * loaders start queries with loadQuery, which the mock's resolver queue does not see: those are
 * answered as soon as they are pending. Operations `hold` picks stay pending, for the test to answer
 * (in the order it chooses).
 */
export function autoResolve(
  environment: MockEnvironment,
  resolvers: MockResolvers = {},
  log?: OperationDescriptor[],
  hold: (operation: OperationDescriptor) => boolean = () => false,
) {
  let active = true;
  // The mock keeps queued resolvers for good and asks the oldest first: once its test is over, this
  // one answers nothing, so a later test's operations reach that test's own resolvers.
  environment.mock.queueOperationResolver((operation) => {
    if (!active || hold(operation)) return null;
    log?.push(operation);
    return MockPayloadGenerator.generate(operation, resolvers);
  });
  const timer = setInterval(() => {
    for (const operation of environment.mock.getAllOperations()) {
      // Answering one may have settled another (its component unmounted, a refetch replaced it).
      if (hold(operation) || !environment.mock.getAllOperations().includes(operation)) continue;
      log?.push(operation);
      environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, resolvers));
    }
  }, 5);
  timers.set(timer, () => {
    active = false;
  });
}

const timers = new Map<ReturnType<typeof setInterval>, () => void>();

/** Called after each test (test/setup.ts). */
export function stopAutoResolvers() {
  for (const [timer, deactivate] of timers) {
    clearInterval(timer);
    deactivate();
  }
  timers.clear();
}

export function renderWithRelay(ui: ReactNode, { resolvers, url = '/', path = '*', environment }: RenderOptions = {}) {
  const env = environment ?? createMockEnvironment();
  if (!environment || resolvers) autoResolve(env, resolvers);
  const router = createMemoryRouter([{ path, element: <Suspense fallback="Loading">{ui}</Suspense> }], {
    initialEntries: [url],
  });
  const result = render(
    <RelayEnvironmentProvider environment={env}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>,
  );
  return { ...result, environment: env, router };
}

/** Renders the app's real routes (loaders, lazy screens) against a mock environment. */
export function renderRoutes(routes: RouteObject[], environment: MockEnvironment, url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const result = render(
    <RelayEnvironmentProvider environment={environment}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>,
  );
  return { ...result, router };
}

/**
 * Imports every lazy screen module once. The first render of a lazy route otherwise waits for
 * Vite to transform that screen, which on a loaded CI machine can outlast a waitFor timeout.
 */
export async function loadLazyRoutes(routes: RouteObject[]): Promise<void> {
  await Promise.all(
    routes.map(async (route) => {
      if (typeof route.lazy === 'function') await route.lazy();
      if (route.children) await loadLazyRoutes(route.children);
    }),
  );
}

type QueryArtifact = ConcreteRequest;
const artifacts = import.meta.glob<{ default: QueryArtifact }>('../src/__generated__/*Query.graphql.ts', {
  eager: true,
});
const requestsById = new Map(
  Object.values(artifacts)
    .map((module) => module.default)
    .filter((node) => node.kind === 'Request' && node.params.id)
    .map((node) => [node.params.id!, node]),
);

/**
 * A `fetch` for the app's real network layer (createEnvironment({ fetchImpl })): it answers each
 * persisted operation with MockPayloadGenerator data, unless `answer` returns a body for it (by
 * operation name), so tests see what the network layer itself does with an answer.
 */
export function generatedFetch(
  resolvers: MockResolvers,
  answer: (operationName: string) => unknown = () => undefined,
): typeof fetch {
  return async (_url, init) => {
    const { id, variables } = JSON.parse(String(init?.body)) as { id: string; variables: Record<string, unknown> };
    const request = requestsById.get(id);
    if (!request) throw new Error(`generatedFetch: no query artifact with id ${id}`);
    const body =
      answer(request.params.name) ??
      MockPayloadGenerator.generate(createOperationDescriptor(request, variables), resolvers);
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  };
}
