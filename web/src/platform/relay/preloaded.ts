/**
 * The gateway runs the page's screen query while it writes the HTML (the route table of
 * @tote/contract/routes) and inlines the result as `<script type="application/json" id="tote-preloaded">`
 * { id, variables, response }. The network layer answers the first request of that operation from it
 * instead of asking again: with the same variables, the page renders without a second round trip;
 * with others, it is dropped. Either way it is used at most once, and only by the first page's loaders.
 */
import type { Variables } from 'relay-runtime';
import { PRELOADED_ELEMENT_ID } from '@tote/contract/routes';

export interface PreloadedQuery {
  /** The persisted operation's id. */
  id: string;
  variables: Variables;
  /** The GraphQL response as /graphql would have sent it. */
  response: { data?: Record<string, unknown> | null; errors?: unknown[]; extensions?: Record<string, unknown> };
}

let pending: PreloadedQuery | null | undefined;

function isPreloaded(value: unknown): value is PreloadedQuery {
  const v = value as Partial<PreloadedQuery> | null;
  return typeof v?.id === 'string' && typeof v.variables === 'object' && typeof v.response === 'object';
}

/** Reads and removes the page's inline result (once per page). */
function readInline(): PreloadedQuery | null {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(PRELOADED_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  try {
    const value: unknown = JSON.parse(element.textContent ?? '');
    return isPreloaded(value) ? value : null;
  } catch {
    return null;
  }
}

/** Variables compared as values: key order, and null against left out (a variable's default), do not matter. */
export function canonicalVariables(value: unknown): string {
  const strip = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(strip);
    if (v === null || typeof v !== 'object') return v;
    const entries = Object.entries(v as Record<string, unknown>)
      .filter(([, item]) => item != null)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries.map(([key, item]) => [key, strip(item)]));
  };
  return JSON.stringify(strip(value));
}

/** The inline response for this request when it is the one the page was written with; else null. */
export function takePreloaded(id: string | null | undefined, variables: Variables): PreloadedQuery['response'] | null {
  if (pending === undefined) pending = readInline();
  if (!pending || !id || pending.id !== id) return null;
  const { response, variables: inlineVariables } = pending;
  pending = null;
  return canonicalVariables(inlineVariables) === canonicalVariables(variables) ? response : null;
}

/** After the first page's loaders ran: data its screen did not ask for is never used later (it would be stale). */
export function discardPreloaded(): void {
  if (pending === undefined) readInline();
  pending = null;
}

/** Tests: forget what was read, so the next request reads the document again. */
export function resetPreloaded(): void {
  pending = undefined;
}
