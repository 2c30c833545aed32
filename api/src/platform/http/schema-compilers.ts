/**
 * Fastify's JSON-schema compilers, loaded only if a route ever declares a schema. The api's routes validate their
 * parameters with zod (route.ts) and declare none, but Fastify loads ajv and fast-json-stringify for every
 * instance it builds unless told otherwise: ~150 ms of the api's start, which after a crash is on the shop's
 * critical path. They are Fastify's own dependencies, so they are resolved from where Fastify is.
 */
import type { FastifyServerOptions } from 'fastify';
import { createRequire } from 'node:module';

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

const fromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));

/** A compiler factory that loads `pkg` (a selector: `pkg()` makes the factory) on its first use. */
function lazy<F>(pkg: string): F {
  let factory: ((...args: unknown[]) => unknown) | null = null;
  const load = () => (fromFastify(pkg) as () => (...args: unknown[]) => unknown)();
  return ((...args: unknown[]) => (factory ??= load())(...args)) as F;
}

export const lazySchemaCompilers: CompilersFactory = {
  buildValidator: lazy<NonNullable<CompilersFactory['buildValidator']>>('@fastify/ajv-compiler'),
  buildSerializer: lazy<NonNullable<CompilersFactory['buildSerializer']>>('@fastify/fast-json-stringify-compiler'),
};
