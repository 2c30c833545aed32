import { createHmac } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

/** The api listens next to the shop (playwright.config.ts: API_PORT = PORT + 1); its development routes live there. */
export const API_URL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 8090) + 1}`;

/**
 * Ticks the local carrier for the order one step at a time (POST /v1/dev/fulfilment/advance),
 * reloading its page, until it shows `status`. The e2e shop runs without its own clock
 * (FULFILMENT_STEP_MS=0), so only these ticks move orders.
 */
export async function advanceUntil(page: Page, orderPath: string, status: string): Promise<void> {
  const orderId = Number(orderPath.split('/').pop());
  const badge = page.getByTestId('order-status');
  for (let step = 0; step < 8; step++) {
    await page.goto(orderPath);
    await expect(badge).toBeVisible();
    if ((await badge.textContent()) === status) return;
    const res = await page.request.post(`${API_URL}/v1/dev/fulfilment/advance`, { data: { orderId } });
    expect(((await res.json()) as { code: number }).code).toBe(0);
  }
  await expect(badge).toHaveText(status);
}

/** The e2e shop's FULFILMENT_WEBHOOK_SECRET (playwright.config.ts; its FULFILMENT stays simulated). */
export const FULFILMENT_WEBHOOK_SECRET = 'e2e-fulfilment-webhook-secret';

let eventSeq = 0;

/**
 * Posts a warehouse or carrier event to the api's webhook (POST /v1/fulfilment/events, README "Fulfilment
 * webhook"), signed as the warehouse signs it; expects it applied (code 0).
 */
export async function sendFulfilmentEvent(page: Page, event: Record<string, unknown>): Promise<void> {
  const body = JSON.stringify({ id: `e2e-${Date.now()}-${eventSeq++}`, ...event });
  const t = Math.floor(Date.now() / 1000);
  const v1 = createHmac('sha256', FULFILMENT_WEBHOOK_SECRET).update(`${t}.${body}`).digest('hex');
  const res = await page.request.post(`${API_URL}/v1/fulfilment/events`, {
    headers: { 'content-type': 'application/json', 'tote-signature': `t=${t},v1=${v1}` },
    data: body,
  });
  expect(await res.json()).toMatchObject({ code: 0 });
}

/** Sets a SKU's stock through the api's /v1/inventory/stock (no ADMIN_KEY outside production); expects it done. */
export async function setStock(page: Page, sku: string, stock: number): Promise<void> {
  const res = await page.request.post(`${API_URL}/v1/inventory/stock`, { data: { sku, stock } });
  expect(await res.json()).toMatchObject({ code: 0 });
}
