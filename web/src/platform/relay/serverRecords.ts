/**
 * The Relay records a page drawn on the server carries (`<script type="application/json" id="tote-records">`,
 * written by the gateway from app/server.tsx's render): the browser's store starts with them, so the first
 * screen's loaders find their query's data in the store and the page hydrates without a second round trip.
 */
import type { RecordSource } from 'relay-runtime';
import { RECORDS_ELEMENT_ID } from '@tote/contract/routes';

export type RecordMap = NonNullable<ConstructorParameters<typeof RecordSource>[0]>;

/** Reads and removes the page's records (once); undefined when the page was not drawn on the server. */
export function takeServerRecords(): RecordMap | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(RECORDS_ELEMENT_ID);
  if (!element) return undefined;
  element.remove();
  try {
    const value: unknown = JSON.parse(element.textContent ?? '');
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as RecordMap) : undefined;
  } catch {
    return undefined;
  }
}
