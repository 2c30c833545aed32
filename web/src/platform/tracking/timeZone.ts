interface TemporalGlobal {
  Now: { timeZoneId(): string };
}

/**
 * The browser's time zone (IANA id): from Temporal where the browser has it, else from Intl, whose first use on a
 * page loads the browser's ICU data (tens of ms of a phone's main thread while the page starts).
 */
export function timeZone(): string {
  const temporal = (globalThis as { Temporal?: TemporalGlobal }).Temporal;
  return temporal?.Now.timeZoneId() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}
