/** /healthz: the process is up. /readyz: the upstream answers and the page renderer is warm (web.ts `ready`). */
import { appInfoV1 } from '@tote/contract/v1/app';
import { v1Path } from '@tote/contract/v1/endpoint';
import type { ServerResponse } from 'node:http';
import type { UpstreamPool } from '../upstream/client.js';
import { send } from './util.js';

export function healthz(res: ServerResponse): void {
  send(res, 200, 'ok', { 'cache-control': 'no-store' });
}

export async function readyz(upstream: UpstreamPool, res: ServerResponse, warm: () => Promise<void>): Promise<void> {
  let ready = false;
  try {
    const r = await upstream.pool.request({
      path: v1Path(appInfoV1.dynamic),
      method: 'GET',
      headers: { accept: 'application/json' },
      headersTimeout: 2_000,
      bodyTimeout: 2_000,
    });
    const body = (await r.body.json()) as { code?: unknown };
    ready = body.code === 0;
    if (ready) await warm();
  } catch {
    ready = false;
  }
  send(res, ready ? 200 : 503, ready ? 'ready' : 'upstream unavailable', { 'cache-control': 'no-store' });
}
