/** An HTTP request that hands back the bytes as they came (fetch would decode Content-Encoding on its own). */
import { request, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as sent, still encoded. */
  body: Buffer;
  /** The body decoded by its Content-Encoding. */
  text(): string;
}

export function decode(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding) throw new Error(`unexpected content-encoding ${encoding}`);
  return body;
}

export function rawRequest(
  url: string,
  opts: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: opts.method ?? 'GET', headers: opts.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body,
          text: () => decode(body, encoding).toString('utf8'),
        });
      });
    });
    req.on('error', reject);
    req.end(opts.body);
  });
}
