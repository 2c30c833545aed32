/** Small helpers for calling the api with fastify's inject. */
import type { FastifyInstance } from 'fastify';
import type { Envelope } from '@tote/contract/envelope';

export interface Called<T> {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: Envelope<T>;
}

export async function get<T = unknown>(
  app: FastifyInstance,
  path: string,
  query: Record<string, string | number | boolean> = {},
  headers: Record<string, string> = {},
): Promise<Called<T>> {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  const res = await app.inject({ method: 'GET', url: qs ? `${path}?${qs}` : path, headers });
  return { status: res.statusCode, headers: res.headers, body: res.json() };
}

export async function post<T = unknown>(app: FastifyInstance, path: string, body: unknown): Promise<Called<T>> {
  const res = await app.inject({
    method: 'POST',
    url: path,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
  return { status: res.statusCode, headers: res.headers, body: res.json() };
}

/** The data of a successful call; fails the test with the envelope otherwise. */
export function data<T>(c: Called<T>): T {
  if (c.body.code !== 0 || c.body.data === null) throw new Error(`expected success, got ${JSON.stringify(c.body)}`);
  return c.body.data;
}
