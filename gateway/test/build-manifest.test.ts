/** The web build's manifest (builds/latest.json, builds/meta/{id}.json) as the gateway serves it. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type Gateway } from './helpers.js';

let dist: string;
const gateways: Gateway[] = [];

const manifest = (buildId: string) => JSON.stringify({ buildId, builtAt: '2026-01-10T12:00:00.000Z' });

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'tote-builds-'));
  mkdirSync(join(dist, 'builds', 'meta'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  writeFileSync(join(dist, 'builds', 'latest.json'), manifest('build-a'));
  writeFileSync(join(dist, 'builds', 'meta', 'build-a.json'), manifest('build-a'));
  writeFileSync(join(dist, 'secret.json'), '{"secret":true}');
});
afterAll(async () => {
  for (const gw of gateways) await gw.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('build manifest', () => {
  for (const production of [false, true]) {
    it(`latest.json: no-cache, read fresh on every request (replaced in place), production ${production}`, async () => {
      const gw = await startGateway({ webDist: dist, production });
      gateways.push(gw);
      writeFileSync(join(dist, 'builds', 'latest.json'), manifest('build-a'));
      const first = await fetch(`${gw.url}/builds/latest.json`);
      expect(first.status).toBe(200);
      expect(first.headers.get('cache-control')).toBe('no-cache');
      expect(first.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await first.json()).toEqual({ buildId: 'build-a', builtAt: '2026-01-10T12:00:00.000Z' });

      writeFileSync(join(dist, 'builds', 'latest.json'), manifest('build-bb-longer'));
      expect(((await (await fetch(`${gw.url}/builds/latest.json`)).json()) as { buildId: string }).buildId).toBe(
        'build-bb-longer',
      );
      const meta = await fetch(`${gw.url}/builds/meta/build-a.json`);
      expect(meta.status).toBe(200);
      expect(meta.headers.get('cache-control')).toBe('no-cache');
    });
  }

  it('nothing else under /builds/: unknown or escaping paths are 404, other methods 405', async () => {
    const gw = await startGateway({ webDist: dist, production: false });
    gateways.push(gw);
    for (const path of ['/builds/meta/missing.json', '/builds/other.json', '/builds/meta/..%2f..%2fsecret.json']) {
      const res = await fetch(`${gw.url}${path}`);
      expect(res.status, path).toBe(404);
      await res.arrayBuffer();
    }
    const post = await fetch(`${gw.url}/builds/latest.json`, { method: 'POST' });
    expect(post.status).toBe(405);
  });
});
