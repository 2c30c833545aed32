/**
 * Hostile values for the fuzz suite (fuzz-contract.test.ts): the edges of the contract's input bounds
 * (@tote/contract/input-bounds) — integers around int4 and 2^53, numbers JSON cannot hold, hex, NUL,
 * lone surrogates, nesting past the depth bound — and the random values around them; and a zod walker
 * that fills a route's parameters with one such value, so that every parameter gets every edge.
 */
import fc from 'fast-check';
import { z } from 'zod';
import { defOf } from './param-bounds.js';

/** Integers at the edges of int4 and of 2^53, as text (GET sends text) and as JSON numbers. */
export const INT_EDGE_TEXT = ['2147483647', '2147483648', '-2147483649', '9007199254740993', '1e309', '0x10'];
export const INT_EDGE_NUMBERS = [2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, 2 ** 53 + 2, 1e308];
/** Sent as the JSON number 1e309 (Infinity once parsed), which JSON.stringify cannot write. */
export const INFINITY = '\u0001infinity\u0001';
export const LONE_SURROGATE = '\ud800 hi';
export const NUL = 'a\u0000b';

/** `value` inside `levels` lists. */
export function nest(levels: number, value: unknown = 'x'): unknown {
  let v = value;
  for (let i = 0; i < levels; i++) v = [v];
  return v;
}

/** JSON text of `v`, with INFINITY written as 1e309. */
export const jsonText = (v: unknown): string => JSON.stringify(v).replaceAll(`"${INFINITY}"`, '1e309');

/** What the sweep puts in every parameter, one at a time. */
export const EDGES: readonly unknown[] = [
  ...INT_EDGE_TEXT,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  INFINITY,
  LONE_SURROGATE,
  NUL,
  nest(3000),
];
/** The edges every route must refuse with 40001 wherever they are: outside the bounds of every parameter. */
export const OUT_OF_BOUNDS: ReadonlySet<unknown> = new Set([LONE_SURROGATE, NUL, EDGES.at(-1)]);

/**
 * Whether the sweep puts `edge` in a parameter of zod kind `kind`: what is out of bounds goes everywhere; numbers
 * get the numbers and the integers as text (GET sends text, which the contract's int() reads), strings the text.
 */
export function edgeFits(edge: unknown, kind: string): boolean {
  if (OUT_OF_BOUNDS.has(edge)) return true;
  if (kind === 'number') return true;
  if (kind === 'string') return typeof edge === 'string' && edge !== INFINITY;
  return kind !== 'boolean';
}

export const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }), // any code point, NUL and lone surrogates included
  fc.constantFrom(...INT_EDGE_TEXT),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    LONE_SURROGATE,
    '\udfff\ud800',
    'x'.repeat(100_000),
    "' OR 1=1 --",
    '%00',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    '__proto__',
    'constructor',
    '{"$gt":""}',
    '9'.repeat(400),
    '-0',
    'NaN',
    ' ',
  ),
);
export const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(-1, 0, 0.5, -1e308, ...INT_EDGE_NUMBERS),
);
const deep = fc.integer({ min: 15, max: 3000 }).map((n) => nest(n));

export function hostileValueOf<K extends string>(names: readonly K[]) {
  return fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      hostileString,
      hostileNumber,
      fc.boolean(),
      fc.constant(null),
      deep,
      fc.array(tie('value'), { maxLength: 4 }),
      fc.dictionary(fc.oneof(fc.constantFrom(...names), fc.string({ maxLength: 8 })), tie('value'), { maxKeys: 4 }),
    ),
  })).value;
}

/**
 * The parameters of `schema` with one free value — string, number, boolean, unknown: the `target`-th met — set to
 * `leaf` and the other free values left out, every enum (and union) at its option `choice` (modulo its size), lists
 * of one item: a sweep over the targets, the edges and the choices puts each edge alone in each parameter, behind
 * each enum value (plp/header's type=brand with code=2147483648; the assistant's messages[0].value). Returns the
 * parameters, how many free values the schema has, and the rule (zod schema) and kind of the target's.
 */
export function skeleton(schema: z.ZodType, leaf: unknown, choice: number, target: number) {
  let leaves = 0;
  let rule: z.ZodType | null = null;
  let kind = '';
  const walk = (s: z.ZodType, depth: number): unknown => {
    if (depth > 8) return undefined;
    const meta = z.globalRegistry.get(s) as { checkedBy?: z.ZodType; ignored?: boolean } | undefined;
    if (meta?.ignored) return undefined;
    if (meta?.checkedBy) return walk(meta.checkedBy, depth);
    const def = defOf(s);
    switch (def.type) {
      case 'enum': {
        const options = Object.values(def.entries!);
        return options[choice % options.length];
      }
      case 'literal':
        return def.values![0];
      case 'array': {
        const item = walk(def.element!, depth + 1);
        return item === undefined ? undefined : [item];
      }
      case 'tuple':
        return def.items!.map((item) => walk(item, depth + 1));
      case 'object': {
        const entries = Object.entries(def.shape!).map(([k, v]) => [k, walk(v, depth + 1)] as const);
        const kept = entries.filter(([, v]) => v !== undefined);
        return kept.length ? Object.fromEntries(kept) : undefined;
      }
      case 'record': {
        const value = walk(def.valueType!, depth + 1);
        return value === undefined ? undefined : { key: value };
      }
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'readonly':
      case 'catch':
      case 'nonoptional':
        return walk(def.innerType!, depth);
      case 'pipe':
        return walk(defOf(def.in!).type === 'transform' ? def.out! : def.in!, depth);
      case 'union':
        return walk(def.options![choice % def.options!.length]!, depth);
      case 'intersection':
        return { ...(walk(def.left!, depth) as object), ...(walk(def.right!, depth) as object) };
      case 'lazy':
        return walk(def.getter!(), depth + 1);
      default:
        if (leaves++ !== target) return undefined;
        rule = s;
        kind = def.type;
        return leaf;
    }
  };
  const params = (walk(schema, 0) ?? {}) as Record<string, unknown>;
  return { params, leaves, rule: rule as z.ZodType | null, kind };
}

/** How many choices make every enum of `schema` take each of its values (at most `cap`). */
export function choicesOf(schema: z.ZodType, cap = 8): number {
  let most = 1;
  const seen = new Set<z.ZodType>();
  const walk = (s: z.ZodType): void => {
    if (seen.has(s)) return;
    seen.add(s);
    const meta = z.globalRegistry.get(s) as { checkedBy?: z.ZodType } | undefined;
    if (meta?.checkedBy) return walk(meta.checkedBy);
    const def = defOf(s);
    if (def.type === 'enum') most = Math.max(most, Object.keys(def.entries!).length);
    if (def.type === 'union') most = Math.max(most, def.options!.length);
    for (const child of [
      def.element,
      def.innerType,
      def.in,
      def.out,
      def.left,
      def.right,
      def.valueType,
      ...(def.options ?? []),
      ...(def.items ?? []),
      ...Object.values(def.shape ?? {}),
    ])
      if (child) walk(child);
  };
  walk(schema);
  return Math.min(most, cap);
}
