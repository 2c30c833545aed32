import type { IncomingMessage, ServerResponse } from 'node:http';

export function send(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    ...headers,
  });
  res.end(body);
}

/** A page request: browsers send text/html; `curl` and most clients send no Accept or any type. */
export function acceptsHtml(req: IncomingMessage): boolean {
  const accept = req.headers.accept ?? '*/*';
  return accept.includes('text/html') || accept.includes('*/*');
}

/**
 * How the caller reached the shop: https when the socket is TLS, or when X-Forwarded-Proto says so behind a
 * trusted proxy.
 */
export function requestProtocol(req: IncomingMessage, trustProxy: boolean): 'http' | 'https' {
  const fwdProto = trustProxy
    ? String(req.headers['x-forwarded-proto'] ?? '')
        .split(',')[0]
        ?.trim()
    : '';
  if (fwdProto === 'https' || fwdProto === 'http') return fwdProto;
  return 'encrypted' in req.socket && req.socket.encrypted ? 'https' : 'http';
}

/** The origin the shop is reached at: PUBLIC_URL when set, else the request's host. */
export function publicOrigin(
  req: IncomingMessage,
  opts: { publicUrl?: string | undefined; trustProxy: boolean },
): string {
  if (opts.publicUrl) return opts.publicUrl.replace(/\/+$/, '');
  const fwdHost = opts.trustProxy
    ? String(req.headers['x-forwarded-host'] ?? '')
        .split(',')[0]
        ?.trim()
    : '';
  const proto = requestProtocol(req, opts.trustProxy);
  const rawHost = fwdHost || req.headers.host || 'localhost';
  const host = /^[A-Za-z0-9.\-:[\]]+$/.test(rawHost) ? rawHost : 'localhost';
  return `${proto}://${host}`;
}

/** A Node request's headers as a fetch Headers object. */
export function headersOf(req: IncomingMessage): Headers {
  const h = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (v !== undefined) h.set(k, Array.isArray(v) ? v.join(', ') : v);
  }
  return h;
}
