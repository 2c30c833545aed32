/**
 * A whole number as US English writes it, "12,345": what `toLocaleString('en-US')` gives, without Intl (a page's
 * first Intl formatter loads the browser's ICU data, tens of ms of a phone's main thread while the page starts).
 */
export function formatCount(n: number): string {
  const digits = String(Math.abs(Math.round(n)));
  return (n < 0 && digits !== '0' ? '-' : '') + digits.replace(/\B(?=(\d{3})+$)/g, ',');
}
