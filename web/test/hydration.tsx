/**
 * Server rendering and hydration in tests, as the gateway and main.tsx do it: the HTML of `renderToString` in a
 * container (a test may act on it, as a shopper would before the app takes over), then `hydrateRoot` over it.
 * React's hydration complaints are collected: an error it recovered from by rendering on the client (a text or element
 * mismatch), and the attributes it warns about and leaves as the server drew them.
 */
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { render } from '@testing-library/react';
import { onTestFinished, vi } from 'vitest';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createOperationDescriptor, getRequest, type GraphQLTaggedNode, type Variables } from 'relay-runtime';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import type { MockEnvironment } from './relay.tsx';

/** The server's HTML of `ui`, in a container on the page. */
export function serverHtml(ui: ReactNode): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  return container;
}

/** Hydrates `ui` over the server's HTML in `container`; `problems` holds what React reported. */
export function hydrate(container: HTMLElement, ui: ReactNode) {
  const problems: unknown[] = [];
  const logError = console.error;
  const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (/hydrat/i.test(String(args[0]))) problems.push(args[0]);
    else logError(...args);
  });
  onTestFinished(() => spy.mockRestore());
  const result = render(ui, {
    container,
    hydrate: true,
    onRecoverableError: (error) => problems.push(error),
  });
  return { ...result, problems };
}

/**
 * Puts the generated answer to `query` in the store, as the server's page brings its records: a component renders
 * from them at once, on the server and while hydrating, without asking the network.
 */
export function storeAnswer(
  environment: MockEnvironment,
  query: GraphQLTaggedNode,
  variables: Variables,
  resolvers: MockResolvers,
): void {
  const operation = createOperationDescriptor(getRequest(query), variables);
  const { data } = MockPayloadGenerator.generate(operation, resolvers);
  if (!data) throw new Error(`storeAnswer: no data generated for ${operation.request.node.params.name}`);
  environment.commitPayload(operation, data);
  environment.retain(operation);
}

/** `ui` at `url` with Relay and a router, as the server and the browser each build it; `router` is this one's. */
export function relayPage(ui: ReactNode, environment: MockEnvironment, url: string) {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [url] });
  const page = (
    <RelayEnvironmentProvider environment={environment}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>
  );
  return { page, router };
}
