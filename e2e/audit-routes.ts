/** Real parameters for the pages of SPEC §2 the first-visit audit opens (audit.spec.ts, @tote/contract/spec-pages). */
import { expect, type Browser, type Cookie, type Page } from '@playwright/test';
import {
  SPEC_PAGES_CATALOG_QUERY,
  specPagesCatalogParams,
  type SpecPageParams,
  type SpecPagesCatalog,
} from '@tote/contract/spec-pages';
import { API_URL } from './dev-api.ts';
import { graphql } from './graphql.ts';
import { checkOutWithSavedDetails } from './placed-order.ts';
import { emptyTote, logIn } from './shop.ts';

const MEMBER = 'member@tote.test';

interface OrderNode {
  orderId: number;
  status: string;
  lines: { orderItemId: number; saleType: string | null }[];
}

const ORDER_FIELDS = 'edges { node { orderId status lines { orderItemId saleType } } }';
const ORDERS =
  `query { viewer { current: orders(tab: CURRENT, first: 20) { ${ORDER_FIELDS} } ` +
  `past: orders(tab: PAST, first: 20) { ${ORDER_FIELDS} } } }`;

type SharePayload = { share: { url: string } | null; userErrors: { message: string }[] };

type OrdersData = { viewer: Record<'current' | 'past', { edges: { node: OrderNode }[] }> };

/** A delivered order of the signed-in member with an item (reviewable); bought and delivered now if none. */
async function deliveredOrder(page: Page): Promise<{ orderId: number; orderItemId: number }> {
  const find = async () => {
    const { viewer } = await graphql<OrdersData>(page.request, ORDERS);
    const orders = [...viewer.current.edges, ...viewer.past.edges].map((e) => e.node);
    const order = orders.find((o) => o.status === 'DELIVERED' && o.lines.some((l) => l.saleType !== null));
    return order
      ? { orderId: order.orderId, orderItemId: order.lines.find((l) => l.saleType !== null)!.orderItemId }
      : null;
  };
  const found = await find();
  if (found) return found;
  await emptyTote(page);
  const orderId = Number((await checkOutWithSavedDetails(page, 10, /^Buy for /, /^Confirm and pay/)).split('/').pop());
  for (let step = 0; step < 8; step++) {
    const { order } = await graphql<{ order: { status: string } }>(
      page.request,
      'query($id: Int!) { order(orderId: $id) { status } }',
      { id: orderId },
    );
    if (order.status === 'DELIVERED') break;
    const res = await page.request.post(`${API_URL}/v1/dev/fulfilment/advance`, { data: { orderId } });
    expect(((await res.json()) as { code: number }).code).toBe(0);
  }
  const delivered = await find();
  expect(delivered).not.toBeNull();
  return delivered!;
}

/**
 * Signs the demo member in once (the api allows 10 log-ins per email in 15 minutes) and gathers the routes'
 * parameters: a product, brand, category and collection, a delivered order of hers with a reviewable item, links
 * sharing that order and her wishlist. Answers them with her session's cookies, for a fresh context to sign in with.
 */
export async function prepareRoutes(browser: Browser): Promise<{ params: SpecPageParams; memberCookies: Cookie[] }> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const { productId, ...catalog } = specPagesCatalogParams(
      await graphql<SpecPagesCatalog>(page.request, SPEC_PAGES_CATALOG_QUERY),
    );

    await page.goto('/login');
    await logIn(page, MEMBER);
    await expect(page).toHaveURL(/\/account\//);
    const { orderId, orderItemId } = await deliveredOrder(page);
    const { shareOrder } = await graphql<{ shareOrder: SharePayload }>(
      page.request,
      'mutation($id: Int!) { shareOrder(input: { orderId: $id }) { share { url } userErrors { message } } }',
      { id: orderId },
    );
    expect(shareOrder.userErrors).toEqual([]);
    // The wishlist is shared with something in it.
    const { viewer } = await graphql<{ viewer: { wishlist: { totalCount: number } } }>(
      page.request,
      'query { viewer { wishlist(first: 1) { totalCount } } }',
    );
    if (viewer.wishlist.totalCount === 0) {
      const { addToWishlist } = await graphql<{ addToWishlist: { userErrors: unknown[] } }>(
        page.request,
        'mutation($id: ID!) { addToWishlist(input: { productId: $id }) { userErrors { message } } }',
        { id: productId },
      );
      expect(addToWishlist.userErrors).toEqual([]);
    }
    const { shareCollection } = await graphql<{ shareCollection: SharePayload }>(
      page.request,
      'mutation { shareCollection(input: { kind: WISHLIST, resourceId: 0 }) { share { url } userErrors { message } } }',
    );
    expect(shareCollection.userErrors).toEqual([]);
    const params: SpecPageParams = {
      ...catalog,
      orderId,
      orderItemId,
      orderShare: new URL(shareOrder.share!.url).pathname,
      wishlistShare: new URL(shareCollection.share!.url).pathname,
    };
    return { params, memberCookies: await context.cookies() };
  } finally {
    await context.close();
  }
}
