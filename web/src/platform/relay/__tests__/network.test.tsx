import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import type { RequestParameters } from 'relay-runtime';
import { BACKGROUND, createFetchFunction } from '../network.ts';
import { readServerError, serverErrorTitle } from '../serverErrorDetail.ts';
import { wireErrorReactions } from '../../../app/wireErrorReactions.ts';
import { ToastHost } from '../../../ui/ToastHost/ToastHost.tsx';

const params = {
  id: 'abc123',
  text: null,
  name: 'ProductScreenQuery',
  operationKind: 'query',
  metadata: {},
  cacheID: 'abc123',
} as unknown as RequestParameters;

const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup(fetchImpl: typeof fetch) {
  const router = createMemoryRouter([{ path: '*', element: null }], { initialEntries: ['/product/12-silk-dress'] });
  const unwire = wireErrorReactions(router);
  const fetchFn = createFetchFunction({ fetchImpl });
  const run = () => Promise.resolve(fetchFn(params, { productId: 12 }, {}, null) as unknown as Promise<unknown>);
  return { router, unwire, run };
}

let unwire: (() => void) | undefined;
afterEach(() => unwire?.());

describe('the network layer', () => {
  it('posts the persisted id, the text when present, and the variables', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => jsonResponse({ data: { product: null } }));
    const s = setup(fetchImpl);
    unwire = s.unwire;
    await s.run();
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('/graphql');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ id: 'abc123', variables: { productId: 12 } });
  });

  it('goes to /404 on a NOT_FOUND error', async () => {
    const s = setup(async () =>
      jsonResponse({
        data: { product: null },
        errors: [
          {
            message: 'Product is off the shelf',
            path: ['product'],
            extensions: { code: 'NOT_FOUND', upstreamCode: 70003 },
          },
        ],
      }),
    );
    unwire = s.unwire;
    await act(async () => {
      await s.run();
    });
    expect(s.router.state.location.pathname).toBe('/404');
    expect(s.router.state.location.state).toEqual({ from: '/' });
  });

  it('goes to /500 with the request and the response on an INTERNAL error', async () => {
    const s = setup(async () =>
      jsonResponse({
        data: null,
        errors: [
          { message: 'upstream failed', path: ['product'], extensions: { code: 'INTERNAL', upstreamCode: 60001 } },
        ],
      }),
    );
    unwire = s.unwire;
    await act(async () => {
      await expect(s.run()).rejects.toThrow('upstream failed');
    });
    expect(s.router.state.location.pathname).toBe('/500');
    const detail = readServerError(new URLSearchParams(s.router.state.location.search).get('error'));
    expect(detail).toEqual({
      request: { operation: 'ProductScreenQuery', path: 'product' },
      response: { status: 200, code: 60001, message: 'upstream failed' },
    });
  });

  it("carries the answer's HTTP status to /500, which titles a 404 Page Not Found", async () => {
    const s = setup(async () =>
      jsonResponse({ errors: [{ message: 'persisted query not found', extensions: { code: 'INTERNAL' } }] }, 404),
    );
    unwire = s.unwire;
    await act(async () => {
      await expect(s.run()).rejects.toThrow('persisted query not found');
    });
    const detail = readServerError(new URLSearchParams(s.router.state.location.search).get('error'));
    expect(detail?.response).toEqual({ status: 404, message: 'persisted query not found' });
    expect(serverErrorTitle(detail)).toBe('Page Not Found');
    expect(serverErrorTitle(readServerError('Upstream failed'))).toBe('Internal Server Error');
  });

  it('shows "Network Error. Please try again later." when the request fails', async () => {
    render(<ToastHost />);
    const s = setup(async () => {
      throw new TypeError('Failed to fetch');
    });
    unwire = s.unwire;
    await act(async () => {
      await expect(s.run()).rejects.toThrow('Network Error. Please try again later.');
    });
    expect(screen.getByText('Network Error. Please try again later.')).toBeTruthy();
  });

  it('shows the same toast for a NETWORK_ERROR from the gateway', async () => {
    render(<ToastHost />);
    const s = setup(async () =>
      jsonResponse({
        data: null,
        errors: [{ message: 'upstream unreachable', extensions: { code: 'NETWORK_ERROR' } }],
      }),
    );
    unwire = s.unwire;
    await act(async () => {
      await expect(s.run()).rejects.toThrow();
    });
    expect(screen.getByText('Network Error. Please try again later.')).toBeTruthy();
  });

  it('shows nothing for a background request (a tracking event) that fails, and still rejects it', async () => {
    render(<ToastHost />);
    const router = createMemoryRouter([{ path: '*', element: null }], { initialEntries: ['/product/12-silk-dress'] });
    unwire = wireErrorReactions(router);
    for (const fetchImpl of [
      async (): Promise<Response> => {
        throw new TypeError('Failed to fetch');
      },
      async () => jsonResponse({ data: null, errors: [{ message: 'x', extensions: { code: 'NETWORK_ERROR' } }] }),
      async () => jsonResponse({ data: null, errors: [{ message: 'x', extensions: { code: 'INTERNAL' } }] }),
    ]) {
      const fetchFn = createFetchFunction({ fetchImpl });
      await act(async () => {
        await expect(Promise.resolve(fetchFn(params, {}, BACKGROUND, null) as unknown)).rejects.toThrow();
      });
    }
    expect(screen.queryByText('Network Error. Please try again later.')).toBeNull();
    expect(router.state.location.pathname).toBe('/product/12-silk-dress');
  });

  it("reacts to nothing for a page drawn on the server, whatever the request's answer", async () => {
    render(<ToastHost />);
    const router = createMemoryRouter([{ path: '*', element: null }], { initialEntries: ['/product/12-silk-dress'] });
    unwire = wireErrorReactions(router);
    const notFound = { message: 'gone', path: ['product'], extensions: { code: 'NOT_FOUND', upstreamCode: 70003 } };
    for (const fetchImpl of [
      async (): Promise<Response> => {
        throw new TypeError('Failed to fetch');
      },
      async () => jsonResponse({ data: null, errors: [{ message: 'x', extensions: { code: 'NETWORK_ERROR' } }] }),
      async () => jsonResponse({ data: { product: null }, errors: [notFound] }),
    ]) {
      const fetchFn = createFetchFunction({ fetchImpl, onServer: true });
      await act(async () => {
        await Promise.resolve(fetchFn(params, {}, {}, null) as unknown).catch(() => undefined);
      });
    }
    expect(screen.queryByText('Network Error. Please try again later.')).toBeNull();
    expect(router.state.location.pathname).toBe('/product/12-silk-dress');
  });
});
