/**
 * The hydration guard (issue #31): React's complaints that the page the server rendered and the one the web
 * renders differ, in its development messages and production's error numbers (react.dev/errors: 418 hydration
 * failed, 419 no server HTML for a boundary, 421 an update before a boundary hydrated, 422 and 423 recovered by
 * client rendering, 425 text differs), whether logged or thrown. The audit reads them route by route.
 */
import type { ConsoleMessage, Page } from '@playwright/test';

const HYDRATION_PROBLEM =
  /hydrat|did not match|server rendered HTML didn't match|Minified React error #(?:418|419|421|422|423|425)\b/i;

export interface HydrationWatch {
  /** What was reported since the last call, one line each. */
  take(): string[];
}

const pathOf = (url: string) => {
  try {
    const { pathname, search } = new URL(url);
    return pathname + search;
  } catch {
    return url;
  }
};

/** Watches the page's console errors and warnings and its uncaught errors, across navigations. */
export function watchHydration(page: Page): HydrationWatch {
  const found: string[] = [];
  const note = (kind: string, text: string) => {
    if (HYDRATION_PROBLEM.test(text)) found.push(`${pathOf(page.url())}: ${kind}: ${text.split('\n')[0]}`);
  };
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') note(`console ${message.type()}`, message.text());
  });
  page.on('pageerror', (error) => note('uncaught', `${error.name}: ${error.message}`));
  return { take: () => found.splice(0) };
}
