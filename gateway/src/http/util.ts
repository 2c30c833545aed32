import type { IncomingMessage, ServerResponse } from 'node:http';

export function send(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'content-length': Buffer.byteLength(body), ...headers });
  res.end(body);
}

export function acceptsHtml(req: IncomingMessage): boolean {
  const accept = req.headers.accept ?? '';
  return accept.includes('text/html');
}

/** The origin the shop is reached at: PUBLIC_URL when set, else the request's host. */
export function publicOrigin(req: IncomingMessage, opts: { publicUrl?: string | undefined; trustProxy: boolean }): string {
  if (opts.publicUrl) return opts.publicUrl.replace(/\/+$/, '');
  const fwdProto = opts.trustProxy ? String(req.headers['x-forwarded-proto'] ?? '').split(',')[0]?.trim() : '';
  const fwdHost = opts.trustProxy ? String(req.headers['x-forwarded-host'] ?? '').split(',')[0]?.trim() : '';
  const proto = fwdProto === 'https' || fwdProto === 'http' ? fwdProto : 'encrypted' in req.socket && req.socket.encrypted ? 'https' : 'http';
  const rawHost = fwdHost || req.headers.host || 'localhost';
  const host = /^[A-Za-z0-9.\-:[\]]+$/.test(rawHost) ? rawHost : 'localhost';
  return `${proto}://${host}`;
}
