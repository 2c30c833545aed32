/**
 * The tag manager, the one third-party script the shop loads. Its id comes from the gateway, which writes
 * `<meta name="tote-tag-manager" content="…">` into the page when TAG_MANAGER_ID is set (see the
 * README's environment variables). The id must be GTM- or G- followed by uppercase letters and digits;
 * any other id is refused with a console warning and no script loads. Without an id nothing loads;
 * the analytics events still go to `window.dataLayer` (harmless, and what the tests read).
 *
 * GTM-… loads Google Tag Manager (gtm.js), which reads the dataLayer's `{ event, … }` objects;
 * G-… loads the Google tag (gtag.js), which reads only gtag() calls, so for it each event is also
 * sent with gtag('event', …) (see analytics.ts).
 */
export const TAG_MANAGER_ID_PATTERN = /^(GTM|G)-[A-Z0-9]+$/;
const META_NAME = 'tote-tag-manager';

export type TagManagerKind = 'gtm' | 'gtag';
export type TagManagerState = { kind: 'none' } | { kind: 'invalid'; id: string } | { kind: TagManagerKind; id: string };

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

export function dataLayer(): unknown[] {
  window.dataLayer ??= [];
  return window.dataLayer;
}

export function isValidTagManagerId(id: string): boolean {
  return TAG_MANAGER_ID_PATTERN.test(id);
}

/** The configured id (the gateway's meta tag), or null. */
export function configuredTagManagerId(): string | null {
  const id = document.querySelector(`meta[name="${META_NAME}"]`)?.getAttribute('content')?.trim();
  return id ? id : null;
}

let state: TagManagerState = { kind: 'none' };

/** What loadTagManager decided: gtag mode makes track() call gtag() too. */
export function tagManagerState(): TagManagerState {
  return state;
}

function addScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.dataset.tagManager = 'true';
  document.head.appendChild(script);
}

/** Injects the standard loader for a valid id; a no-op when already loaded. */
export function loadTagManager(id: string | null = configuredTagManagerId()): TagManagerState {
  if (state.kind === 'gtm' || state.kind === 'gtag') return state;
  if (!id) return (state = { kind: 'none' });
  if (!isValidTagManagerId(id)) {
    console.warn(
      `Tag manager id "${id}" is not GTM- or G- followed by uppercase letters and digits: ` +
        'the tag manager is not loaded.',
    );
    return (state = { kind: 'invalid', id });
  }
  const layer = dataLayer();
  const encoded = encodeURIComponent(id);
  if (id.startsWith('GTM-')) {
    layer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    addScript(`https://www.googletagmanager.com/gtm.js?id=${encoded}`);
    return (state = { kind: 'gtm', id });
  }
  window.gtag = function gtag() {
    // gtag.js reads the Arguments object itself, not an array copy (so no rest parameters here).
    // eslint-disable-next-line prefer-rest-params
    layer.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', id);
  addScript(`https://www.googletagmanager.com/gtag/js?id=${encoded}`);
  return (state = { kind: 'gtag', id });
}

/** Tests only: forget what was loaded. */
export function resetTagManager(): void {
  state = { kind: 'none' };
  delete window.gtag;
  for (const script of document.querySelectorAll('script[data-tag-manager]')) script.remove();
}
