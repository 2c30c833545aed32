/**
 * Pages drawn at the same time for different shoppers: each render reads its own request's cookies (the web's server
 * entry keeps them in an AsyncLocalStorage while a page's loaders and render run), and once none runs, no
 * AsyncLocalStorage is left enabled, neither the entry's nor React's: on Node 20 one enabled has every promise of the
 * process pay for promise hooks.
 */
import { executionAsyncResource } from 'node:async_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshShopper } from './account-helpers.js';
import { startGateway, type Gateway } from './helpers.js';
import { DRAWING_BUDGET_MS, drawnPage as drawnAt, page, textOf, webDist } from './document-helpers.js';

let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway({ webDist: webDist(), pageDataBudgetMs: DRAWING_BUDGET_MS });
});
afterAll(() => gw?.close());

const drawnPage = (path: string, headers: Record<string, string> = {}) => drawnAt(`${gw.url}${path}`, headers);

describe('pages drawn at once', () => {
  it("each read their own shopper's cookies; the scopes' store is put away after", async () => {
    const shoppers = await Promise.all([freshShopper(gw.url), freshShopper(gw.url)]);
    const emails = await Promise.all(
      shoppers.map(async (b) => ((await b.gql('{ viewer { email } }')).data.viewer as { email: string }).email),
    );
    const asked = Array.from({ length: 8 }, (_, i) => i % 3);
    const pages = await Promise.all(
      asked.map((who) => {
        const b = shoppers[who];
        return b
          ? drawnPage('/account/my-profile', { cookie: b.cookieHeader(), 'x-forwarded-for': b.ip })
          : page(`${gw.url}/account/my-profile`);
      }),
    );
    asked.forEach((who, i) => {
      const p = pages[i]!;
      if (who === 2) return expect(p.status).toBe(302);
      expect(textOf(p.root)).toContain(emails[who]);
      expect(textOf(p.root)).not.toContain(emails[1 - who]);
    });
    const scopes = (globalThis as Record<symbol, { active: number } | undefined>)[Symbol.for('tote.requestScopes')];
    expect(scopes?.active).toBe(0);
    // With promise hooks on, the code after an await runs with its promise as its async resource.
    const hooksOn = async () => {
      await null;
      return executionAsyncResource() instanceof Promise;
    };
    expect(await hooksOn()).toBe(false);
  });
});
