/**
 * The security headers every answer of the gateway carries, set before any route writes its own: a page replaces
 * the strict Content-Security-Policy with its own (csp.ts), and a page the api serves through the gateway (the
 * payment emulator, the local sign-in, the return label) brings the api's. Development and production alike.
 *
 * - Nothing is framed (frame-ancestors 'none', X-Frame-Options for browsers without CSP 3): the shop frames
 *   none of its own pages, and the emulator's 3-D Secure page is a full-page visit, as Stripe's redirect is.
 * - Cross-Origin-Opener-Policy keeps cross-origin openers away from the shop's pages but lets the pop-ups the
 *   shop opens (Stripe's, a provider's sign-in) talk back to it: same-origin would cut them off.
 * - Permissions-Policy: the shop asks for the position (over https) and for nothing else a policy governs that a
 *   shopper could be prompted for; camera and microphone are off for the shop and whatever it frames.
 * - HSTS only over https (TLS, or X-Forwarded-Proto from a trusted proxy): browsers ignore it over plain http.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { requestProtocol } from '../util.js';
import { STRICT_POLICY } from './csp.js';

export const BASELINE_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'content-security-policy': STRICT_POLICY,
  'cross-origin-opener-policy': 'same-origin-allow-popups',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(self)',
};

/** A year, subdomains included (the minimum that HSTS preload lists accept). */
export const HSTS = 'max-age=31536000; includeSubDomains';

export function setBaselineHeaders(req: IncomingMessage, res: ServerResponse, trustProxy: boolean): void {
  for (const [name, value] of Object.entries(BASELINE_HEADERS)) res.setHeader(name, value);
  if (requestProtocol(req, trustProxy) === 'https') res.setHeader('strict-transport-security', HSTS);
}
