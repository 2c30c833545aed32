/**
 * A statement whose shape never changes, built and compiled by Kysely once per database and then run with each
 * call's values. Building and compiling a query was ~12 % of the api's CPU samples under the load test (#35), the
 * session lookup that every signed-in /v1 call makes alone ~5 %: its text and plan are the same every time.
 *
 * `build` gets a stand-in for each argument and must pass each to Kysely as a plain value (`where(col, '=', v)`):
 * the stand-ins' places among the compiled parameters are where the call's values go.
 */
import type { Compilable, CompiledQuery } from 'kysely';
import type { Db } from './schema.js';

class Slot {
  constructor(readonly index: number) {}
}

interface Built<R> {
  query: CompiledQuery<R>;
  /** For each compiled parameter, the argument it takes (≥ 0) or −1: a constant of the statement itself. */
  from: number[];
}

export function prebuilt<A extends unknown[], R>(
  arity: A['length'],
  build: (db: Db, ...args: A) => Compilable<R>,
): (db: Db, ...args: A) => Promise<R[]> {
  const built = new WeakMap<Db, Built<R>>();
  const compile = (db: Db): Built<R> => {
    const slots = Array.from({ length: arity }, (_, i) => new Slot(i)) as unknown as A;
    const query = build(db, ...slots).compile();
    const from = query.parameters.map((p) => (p instanceof Slot ? p.index : -1));
    const used = new Set(from.filter((i) => i >= 0));
    if (used.size !== arity) throw new Error(`prebuilt: ${arity - used.size} argument(s) not among the parameters`);
    built.set(db, { query, from });
    return { query, from };
  };
  return async (db, ...args) => {
    const { query, from } = built.get(db) ?? compile(db);
    const parameters = from.map((i, at) => (i >= 0 ? args[i] : query.parameters[at]));
    return (await db.executeQuery<R>({ ...query, parameters })).rows;
  };
}
