import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';

/** A guest's page request the gateway makes of itself to warm its renderer (no socket behind it). */
export function warmUpRequest(path: string): { req: IncomingMessage; res: ServerResponse } {
  const req = new IncomingMessage(new Socket());
  req.method = 'GET';
  req.url = path;
  req.headers = { host: 'localhost', accept: 'text/html', 'user-agent': 'tote-gateway-warm-up' };
  return { req, res: new ServerResponse(req) };
}
