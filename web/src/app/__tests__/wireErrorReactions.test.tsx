/** message.action wired into the app (SPEC §8): the toast host, the router, the checked external navigation. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RelayEnvironmentProvider } from 'react-relay';
import { Environment, Network, RecordSource, Store, type RequestParameters } from 'relay-runtime';
import cancelOrderMutation, {
  type useCancelOrderMutation as M,
} from '../../__generated__/useCancelOrderMutation.graphql.ts';
import { useMutationPromise } from '../../platform/relay/useMutationPromise.ts';
import { createFetchFunction } from '../../platform/relay/network.ts';
import { getUiState, openModal } from '../../platform/state/ui.ts';
import { ToastHost } from '../../ui/ToastHost/ToastHost.tsx';
import { backDestination, wireErrorReactions } from '../wireErrorReactions.ts';

const left = vi.hoisted(() => [] as string[]);
vi.mock('../../platform/session/fullReload.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../platform/session/fullReload.ts')>();
  return {
    ...real,
    fullReload: (url: string, options: { external?: boolean }) =>
      left.push(real.checkedDestination(url, 'https://shop.example/order/3', options)),
  };
});

const params = { id: 'op1', text: null, name: 'CancelOrderMutation', operationKind: 'mutation', metadata: {} };
const refusal = (action: string, content: string) => ({
  data: null, // cancelOrder is non-null: its error nulls the whole answer
  errors: [
    { message: content, path: ['cancelOrder'], extensions: { code: 'REFUSED', upstreamCode: 23006, action, content } },
  ],
});

let unwire: (() => void) | undefined;
afterEach(() => {
  unwire?.();
  left.length = 0;
});

async function answer(body: unknown, at = '/order/3') {
  const router = createMemoryRouter([{ path: '*', element: null }], { initialEntries: [at] });
  unwire = wireErrorReactions(router);
  const json = JSON.stringify(body);
  const fetchFn = createFetchFunction({ fetchImpl: async () => new Response(json, { status: 200 }) });
  await act(async () => {
    const request = fetchFn(params as unknown as RequestParameters, {}, {}, null) as unknown as Promise<unknown>;
    await expect(request).rejects.toThrow(); // no data: the request fails, after its reaction
  });
  return router;
}

describe('message.action, wired', () => {
  it('toast: the toast host shows the content', async () => {
    render(<ToastHost />);
    const router = await answer(refusal('toast', "This order has shipped and can't be cancelled."));
    expect(screen.getByText("This order has shipped and can't be cancelled.")).toBeTruthy();
    expect(router.state.location.pathname).toBe('/order/3');
  });

  it('redirect: a path of the shop through the router', async () => {
    const router = await answer(refusal('redirect', '/return/12'));
    expect(router.state.location.pathname).toBe('/return/12');
    expect(left).toEqual([]);
  });

  it('redirect: another site through the checked external navigation', async () => {
    await answer(refusal('redirect', 'https://carrier.example/track/1'));
    expect(left).toEqual(['https://carrier.example/track/1']);
  });

  it("back: to the page's redirect_uri when it is a path of the shop", async () => {
    const router = await answer(refusal('back', 'closed'), '/order/3?redirect_uri=%2Forder-history%3Fpage%3D2');
    expect(router.state.location.pathname + router.state.location.search).toBe('/order-history?page=2');
  });

  it('a redirect or back closes the dialogs of the page it leaves (the cancel confirmation)', async () => {
    openModal('cancelOrder');
    const router = await answer(refusal('back', "This order has shipped and can't be cancelled."));
    expect(getUiState().modals.cancelOrder).toBe(false);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('back: home without a redirect_uri, or with one of another site', async () => {
    expect((await answer(refusal('back', 'closed'))).state.location.pathname).toBe('/');
    unwire?.();
    const away = await answer(refusal('back', 'closed'), '/order/3?redirect_uri=https%3A%2F%2Fevil.example%2F');
    expect(away.state.location.pathname).toBe('/');
  });
});

describe('backDestination', () => {
  it('reads redirect_uri: same-origin paths only, never a sign-in page; else home', () => {
    expect(backDestination('/order/3?redirect_uri=/order-history#top')).toBe('/order-history');
    expect(backDestination('/order/3?x=1&redirect_uri=%2Fwishlist')).toBe('/wishlist');
    expect(backDestination('/order/3')).toBe('/');
    expect(backDestination('/order/3?redirect_uri=//evil.example')).toBe('/');
    expect(backDestination('/order/3?redirect_uri=javascript:alert(1)')).toBe('/');
    expect(backDestination('/order/3?redirect_uri=/login')).toBe('/');
  });
});

describe('a mutation answered by a message action', () => {
  function mutate(body: unknown) {
    const router = createMemoryRouter([{ path: '*', element: null }], { initialEntries: ['/order/3'] });
    unwire = wireErrorReactions(router);
    const json = JSON.stringify(body);
    const environment = new Environment({
      network: Network.create(createFetchFunction({ fetchImpl: async () => new Response(json, { status: 200 }) })),
      store: new Store(new RecordSource()),
    });
    const { result } = renderHook(() => useMutationPromise<M>(cancelOrderMutation), {
      wrapper: ({ children }) => (
        <RelayEnvironmentProvider environment={environment}>{children}</RelayEnvironmentProvider>
      ),
    });
    const settled = vi.fn();
    void act(() => {
      result.current[0]({ input: { orderId: 3 } }).then(settled, settled);
    });
    return { router, settled };
  }

  it('that left the page never settles: the screen says nothing more (no "Network Error")', async () => {
    const { router, settled } = mutate(refusal('redirect', '/return/12'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/return/12'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).not.toHaveBeenCalled();
  });

  it('that only told the shopper (a toast) rejects, as any failed request', async () => {
    render(<ToastHost />);
    const { settled } = mutate(refusal('toast', 'Refused.'));
    await waitFor(() => expect(settled).toHaveBeenCalledWith(expect.objectContaining({ reaction: 'toast' })));
    expect(screen.getByText('Refused.')).toBeTruthy();
  });
});
