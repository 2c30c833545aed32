/**
 * Every read that sends a signed-in shopper's session upstream is asked for under a @perViewer or @uncached
 * field: otherwise the response cache (src/cache/policy.ts) could keep one shopper's answer, or skip a read that
 * records something for them, for everyone.
 *
 * Which reads carry the session is declared per endpoint (loaders/define.ts: `read` and `write` do, `sharedRead`
 * and `{ anonymous: true }` do not; a batch unless `shared`), but which field reaches which endpoint is not: a
 * resolver gets to its loaders through helpers. So this test watches. Every query of the web app
 * (web/persisted-queries.json: all that production accepts) runs in this process for a member with something on
 * every screen, each field's resolver traced; a loader that sends the session, or a /v1 call made with it, is
 * charged to the field that asked, and that field's path from Query must pass a mark. Fields no web operation
 * selects are left to the schema walk of cache-policy.test.ts (the @private types).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { readFileSync } from 'node:fs';
import {
  defaultFieldResolver,
  execute,
  isObjectType,
  parse,
  type GraphQLResolveInfo,
  type GraphQLSchema,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PER_VIEWER_FIELDS, UNCACHED_FIELDS } from '../src/cache/policy.js';
import { buildContext, type GatewayContext } from '../src/context.js';
import { catalogBatchEndpoints } from '../src/loaders/catalog.js';
import { endpoints } from '../src/loaders/index.js';
import { reviewBatchEndpoints } from '../src/loaders/reviews.js';
import { DEFAULT_PERSISTED_QUERIES } from '../src/persisted.js';
import { buildSchema } from '../src/schema.js';
import { UpstreamPool, type CallOptions, type Params } from '../src/upstream/client.js';
import { apiUrl, startGateway, type Gateway } from './helpers.js';
import { memberWithHistory, screenVariables, seededCatalog, type Member, type Screen } from './screen-fixtures.js';

/** A read with the session: where it was asked for (the coordinates from Query down) and what it was. */
interface SessionRead {
  fields: string[];
  what: string;
}

/** Loaders sent without the session token: the anonymous and shared reads, the shared batches. */
const ANONYMOUS_LOADERS = new Set([
  ...Object.entries(endpoints)
    .filter(([, e]) => e.anonymous)
    .map(([name]) => name),
  ...Object.entries({ ...catalogBatchEndpoints, ...reviewBatchEndpoints })
    .filter(([, e]) => e.shared)
    .map(([name]) => name),
]);

/** The field whose resolver is running (its async continuations included). */
const running = new AsyncLocalStorage<GraphQLResolveInfo>();
/** Per execution: the schema coordinate of each field resolved, by response path. */
const coordinates = new WeakMap<GatewayContext, Map<string, string>>();

type Path = GraphQLResolveInfo['path'];

const pathKey = (path: Path): string => (path.prev ? `${pathKey(path.prev)}.${path.key}` : String(path.key));

/** The fields from Query down to the one running: its ancestors were resolved (and recorded) before it. */
function fieldsOf(info: GraphQLResolveInfo | undefined, ctx: GatewayContext): string[] {
  if (!info) return [];
  const byPath = coordinates.get(ctx)!;
  const fields: string[] = [];
  for (let p: Path | undefined = info.path; p; p = p.prev)
    if (typeof p.key === 'string') fields.unshift(byPath.get(pathKey(p)) ?? `?${p.key}`);
  return fields;
}

/** The schema the gateway serves, every field's resolver run inside `running` and its coordinate recorded. */
function tracedSchema(): GraphQLSchema {
  const schema = buildSchema();
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const resolve = field.resolve ?? defaultFieldResolver;
      const coordinate = `${type.name}.${field.name}`;
      field.resolve = (source, args, ctx: GatewayContext, info) => {
        coordinates.get(ctx)?.set(pathKey(info.path), coordinate);
        return running.run(info, () => resolve(source, args, ctx, info));
      };
    }
  }
  return schema;
}

/** A member's request context, its loaders and upstream client watched for reads with the session. */
function tracedContext(pool: UpstreamPool, member: Member, reads: SessionRead[]): GatewayContext {
  const ctx = buildContext(pool, {
    headers: new Headers({ cookie: member.browser.cookieHeader() }),
    remoteAddress: member.browser.ip,
    trustProxy: false,
  });
  expect(ctx.authToken).toBeTruthy();
  coordinates.set(ctx, new Map());
  const charge = (what: string) => reads.push({ fields: fieldsOf(running.getStore(), ctx), what });
  const loaders = ctx.loaders;
  ctx.loaders = new Proxy(loaders, {
    get(target, name) {
      if (typeof name === 'string' && !ANONYMOUS_LOADERS.has(name)) charge(`loader ${name}`);
      return Reflect.get(target, name, target) as unknown;
    },
  });
  const client = ctx.upstream;
  const call = client.call.bind(client);
  client.call = <T>(path: string, params?: Params, opts: CallOptions = {}): Promise<T> => {
    if (!opts.anonymous) charge(`${opts.method ?? 'GET'} ${path}`);
    return call<T>(path, params, opts);
  };
  const open = client.open.bind(client);
  client.open = (path, params, signal) => {
    charge(`POST ${path} (stream)`);
    return open(path, params, signal);
  };
  return ctx;
}

const covered = (r: SessionRead, perViewer: ReadonlySet<string>, uncached: ReadonlySet<string>) =>
  r.fields.some((f) => perViewer.has(f) || uncached.has(f));

/** Each read with the session under no mark, once: `Query.a → A.b: loader x`. */
function unmarked(reads: SessionRead[], perViewer = PER_VIEWER_FIELDS, uncached = UNCACHED_FIELDS): string[] {
  const out = reads
    .filter((r) => !covered(r, perViewer, uncached))
    .map((r) => `${r.fields.join(' → ') || '(no field)'}: ${r.what}`);
  return [...new Set(out)].sort();
}

const persisted = JSON.parse(readFileSync(DEFAULT_PERSISTED_QUERIES, 'utf8')) as Record<string, string>;
const queries = Object.values(persisted)
  .map((text) => ({ text, name: /^query\s+(\w+)/.exec(text)?.[1] }))
  .filter((q): q is { text: string; name: string } => q.name !== undefined);

let gw: Gateway;
let pool: UpstreamPool;
let member: Member;
let screens: Record<string, Screen>;
const reads: SessionRead[] = [];

beforeAll(async () => {
  gw = await startGateway();
  pool = new UpstreamPool(apiUrl());
  const catalog = await seededCatalog();
  member = await memberWithHistory(gw.url, catalog);
  screens = screenVariables(catalog, member);
  const schema = tracedSchema();
  for (const { text, name } of queries) {
    const contextValue = tracedContext(pool, member, reads);
    const variableValues = screens[name]?.variables ?? {};
    await execute({ schema, document: parse(text), variableValues, contextValue });
  }
}, 240_000);
afterAll(async () => {
  // Its promise hooks off again: the files share a worker, and document-scopes.test.ts checks none is left on.
  running.disable();
  await pool?.close();
  await gw?.close();
});

describe("a signed-in shopper's reads, in every query of the web app", () => {
  it('are each asked for under a @perViewer or @uncached field', () => {
    expect(queries.length).toBeGreaterThan(40);
    expect(queries.filter((q) => !(q.name in screens)).map((q) => q.name)).toEqual([]);
    expect(unmarked(reads)).toEqual([]);
  });

  it('were seen, so the check above is not empty: the hearts, the Tote, the orders, a product view', () => {
    const seen = new Set(reads.flatMap((r) => r.fields));
    for (const field of ['Product.isWished', 'User.tote', 'Query.order', 'Query.product', 'Brand.isFollowed'])
      expect(seen, field).toContain(field);
    expect(reads.length).toBeGreaterThan(100);
  });

  it('would name the field and the read if a mark were missing', () => {
    const perViewer = new Set([...PER_VIEWER_FIELDS].filter((f) => f !== 'Product.isWished'));
    const leaks = unmarked(reads, perViewer);
    expect(leaks.length).toBeGreaterThan(0);
    expect(leaks.filter((l) => !/→ Product\.isWished: /.test(l))).toEqual([]);
    expect(leaks).toContain('Query.home → Home.sections → HomeProductRow.products → Product.isWished: loader isWished');
  });
});
