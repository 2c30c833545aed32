/**
 * The edges of the contract's input bounds for the GraphQL fuzz suite (fuzz-graphql.test.ts), and a walker that
 * puts one of them alone in one argument of a root field: the target-th scalar of its input met gets the edge,
 * the other optional ones are left out, the required ones get a plain value, every enum takes its value `choice`.
 */
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';

/** Integers at the edges of int4 and 2^53, 1e309 and hex, as text: what a String or an ID argument may carry. */
export const INT_EDGE_TEXT = ['2147483647', '2147483648', '-2147483649', '9007199254740993', '1e309', '0x10'];
/** Sent as the JSON number 1e309 (Infinity once parsed), which JSON.stringify cannot write. */
export const INFINITY = '\u0001infinity\u0001';
export const jsonText = (v: unknown): string => JSON.stringify(v).replaceAll(`"${INFINITY}"`, '1e309');

/** What the sweep puts in an argument of each scalar type. */
export const EDGES_BY_SCALAR: Readonly<Record<string, readonly unknown[]>> = {
  String: [...INT_EDGE_TEXT, '\ud800 hi', 'a\u0000b'],
  ID: [...INT_EDGE_TEXT, '\ud800 hi', 'a\u0000b'],
  Int: [2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53],
  Float: [1e308, INFINITY, 2 ** 53 + 2],
  Boolean: [],
};
const PLAIN: Readonly<Record<string, unknown>> = { String: 'x', ID: 'x', Int: 1, Float: 1, Boolean: false };

export interface Placed {
  /** The field's arguments, as variables $a0, $a1, … */
  variables: Record<string, unknown>;
  /** How many scalars the field's arguments hold (a target past them places nothing). */
  leaves: number;
  /** The scalar type and the input field (`Type.field`, or the argument) the target is. */
  scalar: string | null;
  where: string | null;
}

/** The arguments of `field` with `edge` as the target-th scalar, every enum at `choice`. */
export function placeEdge(
  field: GraphQLField<unknown, unknown>,
  edgeOf: (scalar: string) => unknown,
  choice: number,
  target: number,
): Placed {
  let leaves = 0;
  let scalar: string | null = null;
  let where: string | null = null;
  const walk = (type: GraphQLInputType, required: boolean, at: string, depth: number): unknown => {
    if (isNonNullType(type)) return walk(type.ofType, true, at, depth);
    if (isListType(type)) {
      const item = walk(type.ofType, required, at, depth + 1);
      return item === undefined ? undefined : [item];
    }
    const named = getNamedType(type);
    if (isEnumType(named)) {
      const values = named.getValues();
      return values[choice % values.length]!.name;
    }
    if (isInputObjectType(named)) {
      if (depth > 4) return required ? {} : undefined;
      const entries = Object.values(named.getFields()).map(
        (f) => [f.name, walk(f.type, false, `${named.name}.${f.name}`, depth + 1)] as const,
      );
      const kept = entries.filter(([, v]) => v !== undefined);
      return kept.length || required ? Object.fromEntries(kept) : undefined;
    }
    if (leaves++ === target) {
      scalar = named.name;
      where = at;
      return edgeOf(named.name);
    }
    return required ? (PLAIN[named.name] ?? 'x') : undefined;
  };
  const variables: Record<string, unknown> = {};
  field.args.forEach((a, i) => {
    const v = walk(a.type, false, `${field.name}(${a.name})`, 0);
    if (v !== undefined) variables[`a${i}`] = v;
  });
  return { variables, leaves, scalar, where };
}
