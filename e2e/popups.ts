import { expect, type APIRequestContext } from '@playwright/test';
import { API_URL } from './dev-api.ts';

/**
 * The e2e shop runs with banners and pop-ups off (POPUPS=off, so none covers another spec's page): a spec about
 * them turns them on through the api's back office, and off again when it is done. The web asks for them once per
 * visit and audience, and the gateway never keeps that answer (cache/policy.ts), so a fresh page sees the switch.
 */
export async function switchPopups(request: APIRequestContext, on: boolean): Promise<void> {
  const res = await request.post(`${API_URL}/v1/admin/popups/switch`, { data: { on } });
  expect(((await res.json()) as { code: number }).code).toBe(0);
}
