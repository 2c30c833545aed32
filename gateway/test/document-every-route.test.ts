/**
 * Every route of SPEC §2 (@tote/contract/spec-pages, the list the first-visit audit opens too) is drawn on the
 * server, for a guest and for a signed-in shopper: its page carries the Relay records (#tote-records) and the drawn
 * markup in #root, or it is a guard's redirect. A failure names every route that was not drawn and why: what the
 * web's server entry logged while it failed (it logs its render errors under TOTE_SSR_DEBUG; the gateway runs in
 * this process).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { specPages } from '@tote/contract/spec-pages';
import type { Browser } from './account-helpers.js';
import { startGateway, type Gateway } from './helpers.js';
import { DRAWING_BUDGET_MS, page, webDist } from './document-helpers.js';
import { prepareSpecPageParams } from './spec-page-params.js';

/** A page may go out undrawn when its drawing misses even DRAWING_BUDGET_MS (a very busy machine): asked this often. */
const ATTEMPTS = 4;

let gw: Gateway;
let routes: string[];
let shopper: Browser;
const debug = process.env['TOTE_SSR_DEBUG'];
const renderErrors: string[] = [];

/** The error, and the function and place in the web's source that threw it. */
function describeError(error: unknown): string {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  const where = /at (?:(\S+) )?\(?[^\s(]*?(web\/src\/[^\s)]+)/.exec(stack);
  return where ? `${String(error)} (${where[1] ? `${where[1]}, ` : ''}${where[2]})` : String(error);
}

beforeAll(async () => {
  process.env['TOTE_SSR_DEBUG'] = '1';
  const consoleError = console.error.bind(console);
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (args[0] === 'server render:') renderErrors.push(describeError(args[1]));
    else consoleError(...args);
  });
  gw = await startGateway({ webDist: webDist(), pageDataBudgetMs: DRAWING_BUDGET_MS });
  const prepared = await prepareSpecPageParams(gw.url);
  routes = specPages(prepared.params);
  shopper = prepared.shopper;
});
afterAll(async () => {
  vi.restoreAllMocks();
  if (debug === undefined) delete process.env['TOTE_SSR_DEBUG'];
  else process.env['TOTE_SSR_DEBUG'] = debug;
  await gw?.close();
});

/** Why the route was not drawn, or null when it was drawn or redirected. */
async function notDrawn(route: string, headers: Record<string, string>): Promise<string | null> {
  const errors = new Set<string>();
  let status = 0;
  let inTime = true;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    renderErrors.length = 0;
    const started = performance.now();
    const p = await page(`${gw.url}${route}`, headers);
    inTime &&= performance.now() - started < DRAWING_BUDGET_MS;
    status = p.status;
    if (p.status >= 300 && p.status < 400 && p.headers.get('location')) return null;
    if (p.records && p.root.trim() !== '') return null;
    for (const error of renderErrors) errors.add(error);
  }
  // The server entry logs errors of the render only: a loader's error (or an answer's) goes unsaid.
  const unsaid = inTime
    ? 'a loader failed, or an answer had errors'
    : 'out of time, a loader failed, or an answer had errors';
  const why = errors.size > 0 ? [...errors].join('; ') : `no render error logged (${unsaid})`;
  return `${route}: ${status}, ${why}`;
}

async function expectEveryRouteDrawn(headers: Record<string, string>): Promise<void> {
  expect(routes.length).toBeGreaterThan(30);
  const failures: string[] = [];
  for (const route of routes) {
    const failure = await notDrawn(route, headers);
    if (failure) failures.push(failure);
  }
  expect(failures, `${failures.length} of ${routes.length} routes were not drawn on the server`).toEqual([]);
}

describe('every route of the shop', { timeout: 240_000 }, () => {
  it('is drawn for a guest, or redirected to log in', () => expectEveryRouteDrawn({}));

  it('is drawn for a signed-in shopper, or redirected where she belongs', () =>
    expectEveryRouteDrawn({ cookie: shopper.cookieHeader(), 'x-forwarded-for': shopper.ip }));
});
