/**
 * The Content-Security-Policy of each kind of answer, and the one place to extend it: a third party the browser
 * must reach goes into THIRD_PARTIES (its hosts per directive), and is added to the documents' policy only while
 * it is configured. Inline scripts are allowed by the SHA-256 of their text, never by 'unsafe-inline': the text is
 * the gateway's own (document/inlineScripts.ts), so a policy stays the same for every page of a build and a page
 * kept by a cache keeps a policy that fits it. A streamed page adds a nonce of its own for React's scripts
 * (withScriptNonce); a page that carries one is never kept.
 */
import { createHash } from 'node:crypto';

type Directive =
  | 'default-src'
  | 'script-src'
  | 'style-src'
  | 'style-src-attr'
  | 'img-src'
  | 'font-src'
  | 'connect-src'
  | 'frame-src'
  | 'worker-src'
  | 'object-src'
  | 'base-uri'
  | 'form-action'
  | 'frame-ancestors';

type Directives = Partial<Record<Directive, readonly string[]>>;

/** Hosts per directive that a third party's script needs, as its vendor documents them. */
const THIRD_PARTIES = {
  /**
   * Stripe.js and its Payment Element (docs.stripe.com/security/guide#content-security-policy): the script, its
   * frames (the element, 3-D Secure) and its API. Maps (Address Element autocomplete) is left out: not used.
   */
  stripe: {
    'script-src': ['https://js.stripe.com', 'https://*.js.stripe.com'],
    'frame-src': ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
    'connect-src': ['https://api.stripe.com'],
  },
  /**
   * Google Tag Manager (gtm.js) and the Google tag (gtag.js) with Google Analytics 4
   * (developers.google.com/tag-platform/security/guides/csp). A tag added in the container that loads from
   * elsewhere (an ads pixel, a Custom HTML tag) needs its hosts here too; Custom HTML tags are inline scripts
   * and are refused.
   */
  tagManager: {
    'script-src': ['https://*.googletagmanager.com'],
    'img-src': ['https://*.googletagmanager.com', 'https://*.google-analytics.com'],
    'connect-src': [
      'https://*.googletagmanager.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://www.google.com',
    ],
  },
  /**
   * impact.com's Universal Tracking Tag: its script (utt.impactcdn.com/<id>.js) and the calls and pixels it sends
   * to impact's CDN and event hosts.
   */
  affiliate: {
    'script-src': ['https://utt.impactcdn.com'],
    'img-src': ['https://*.impactcdn.com', 'https://*.impactradius-event.com'],
    'connect-src': ['https://*.impactcdn.com', 'https://*.impactradius-event.com'],
  },
  /** Fullstory's EU data center (eu1): its recording script and the recording server it sends to. */
  sessionRecording: {
    'script-src': ['https://edge.eu1.fullstory.com'],
    'connect-src': ['https://edge.eu1.fullstory.com', 'https://rs.eu1.fullstory.com'],
  },
} as const satisfies Record<string, Directives>;

/** Answers that are not pages (GraphQL, files, images, health, errors): nothing may load, nobody may frame them. */
export const STRICT_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Not framed, no plugins, no <base> moved, forms posted only to the shop. */
const PAGE_BASE: Directives = {
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** The CSP source expression allowing an inline script of exactly this text. */
function scriptHash(code: string): string {
  return `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;
}

/** The directives of every part, in order, each source once. */
function serialize(...parts: Directives[]): string {
  const merged = new Map<string, string[]>();
  for (const part of parts) {
    for (const [name, sources] of Object.entries(part)) {
      const list = merged.get(name) ?? [];
      for (const source of sources) if (!list.includes(source)) list.push(source);
      merged.set(name, list);
    }
  }
  return [...merged]
    .filter(([, sources]) => sources.length > 0)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

export interface DocumentPolicyOptions {
  /** The text of every inline script the page may carry. */
  inlineScripts: readonly string[];
  /** Stripe.js may load (the api's payment provider is Stripe). */
  stripe: boolean;
  /** A tag manager is configured (a valid TAG_MANAGER_ID). */
  tagManager: boolean;
  /** A valid AFFILIATE_TRACKING_ID is configured (impact.com). */
  affiliate?: boolean | undefined;
  /** A valid SESSION_RECORDING_ID is configured (Fullstory, EU). */
  sessionRecording?: boolean | undefined;
  /** Where uploaded photos are stored when not on the shop's origin (an S3-compatible store). */
  fileStoreOrigin?: string | undefined;
}

/**
 * A page of the web app. Style elements come only from the app's stylesheet (style-src has no 'unsafe-inline');
 * style *attributes* are allowed (style-src-attr): the page the server draws carries the ones its components set
 * (a swatch's color, a bar's width), which can run nothing and, unlike a style element, select nothing.
 * The photo picker previews a chosen file from a blob: URL.
 */
export function documentPolicy(opts: DocumentPolicyOptions): string {
  const parts: Directives[] = [
    {
      'default-src': ["'self'"],
      'script-src': ["'self'", ...opts.inlineScripts.map(scriptHash)],
      'style-src': ["'self'"],
      'style-src-attr': ["'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'font-src': ["'self'"],
      'connect-src': ["'self'"],
      // The shop frames nothing of its own; Stripe's frames are allowed below when it is in use.
      ...(opts.stripe ? {} : { 'frame-src': ["'none'"] }),
    },
    PAGE_BASE,
  ];
  if (opts.stripe) parts.push(THIRD_PARTIES.stripe);
  if (opts.tagManager) parts.push(THIRD_PARTIES.tagManager);
  if (opts.affiliate) parts.push(THIRD_PARTIES.affiliate);
  if (opts.sessionRecording) parts.push(THIRD_PARTIES.sessionRecording);
  if (opts.fileStoreOrigin) parts.push({ 'img-src': [opts.fileStoreOrigin], 'connect-src': [opts.fileStoreOrigin] });
  return serialize(...parts);
}

/**
 * A page's policy with its own nonce allowed beside the hashes: a streamed page's late boundaries are revealed by
 * React's inline scripts, whose text is React's, each marked with the nonce of that one response.
 */
export function withScriptNonce(policy: string, nonce: string): string {
  return policy.replace(/(^|;\s*)script-src\b/, (directive) => `${directive} 'nonce-${nonce}'`);
}

/**
 * GraphiQL (@graphql-yoga/render-graphiql, served whole): its one inline script by hash, Monaco's editor workers
 * from blob: URLs, its fonts and icons as data: URLs. Monaco adds <style> elements while it runs, so this page, a
 * developer's tool that shows no shop data, has style-src 'unsafe-inline'.
 */
export function graphiqlPolicy(inlineScripts: readonly string[]): string {
  return serialize(
    {
      'default-src': ["'self'"],
      'script-src': ["'self'", ...inlineScripts.map(scriptHash)],
      'worker-src': ['blob:'],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'"],
    },
    PAGE_BASE,
  );
}

/**
 * The text of each executable inline script of an HTML page (data blocks such as application/json excluded). Only
 * for a page whose every script is trusted (GraphiQL's): hashing what a shop page holds would allow whatever
 * might have been injected into it.
 */
export function inlineScriptsOf(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type === undefined || type === 'module' || type.endsWith('javascript') || type.endsWith('ecmascript'))
      scripts.push(match[2] ?? '');
  }
  return scripts;
}
