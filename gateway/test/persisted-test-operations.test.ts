/** The production allow-list holds the web app's operations, not the ones its component tests define. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PERSISTED_QUERIES, persistedStore, TEST_OPERATION_NAME } from '../src/persisted.js';
import { startGateway, type Gateway } from './helpers.js';

const WEB_SRC = fileURLToPath(new URL('../../web/src', import.meta.url));

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.name === '__generated__' || e.name === 'node_modules') return [];
    const path = join(dir, e.name);
    if (e.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

const all = JSON.parse(readFileSync(DEFAULT_PERSISTED_QUERIES, 'utf8')) as Record<string, string>;
const testIds = Object.entries(all)
  .filter(([, text]) => TEST_OPERATION_NAME.test(text))
  .map(([id]) => id);

let dev: Gateway;
let prod: Gateway;
beforeAll(async () => {
  dev = await startGateway();
  prod = await startGateway({ production: true });
});
afterAll(async () => {
  await dev?.close();
  await prod?.close();
});

describe('component test operations', () => {
  it('every operation a web test file defines is named …TestQuery (the convention production relies on)', () => {
    const defined = testFiles(WEB_SRC).flatMap((f) =>
      [...readFileSync(f, 'utf8').matchAll(/graphql`\s*(query|mutation|subscription)\s+(\w+)/g)].map((m) => m[2]!),
    );
    expect(defined.length).toBeGreaterThan(0);
    for (const name of defined) expect(name).toMatch(/TestQuery$/);
    expect(testIds.length).toBe(new Set(defined).size);
  });

  it('production leaves them out of its allow-list; development keeps them', async () => {
    const prodStore = persistedStore(DEFAULT_PERSISTED_QUERIES, { production: true })();
    for (const id of testIds) expect(prodStore[id]).toBeUndefined();
    expect(Object.keys(prodStore)).toHaveLength(Object.keys(all).length - testIds.length);

    const send = (g: Gateway) =>
      fetch(`${g.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ documentId: testIds[0] }),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as { errors?: { message: string }[] } }));
    const refused = await send(prod);
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.[0]?.message).toBe('Unknown persisted operation.');
    expect((await send(dev)).body.errors?.[0]?.message).not.toBe('Unknown persisted operation.');
  });
});
