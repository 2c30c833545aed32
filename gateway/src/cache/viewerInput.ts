/**
 * Arguments that make an answer the viewer's: those that set a `@perViewer` input field (policy.ts), such as
 * the listing filter's `inMySize`, which narrows by the signed-in member's saved sizes.
 */
import {
  getNamedType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  valueFromAST,
  visit,
  BREAK,
  type GraphQLArgument,
  type GraphQLInputType,
  type GraphQLSchema,
  type ValueNode,
} from 'graphql';
import { PER_VIEWER_INPUT_FIELDS } from './policy.js';

const holders = new WeakMap<GraphQLSchema, ReadonlySet<string>>();

/** The input object types that hold a `@perViewer` input field, directly or in a nested input. */
function viewerInputTypes(schema: GraphQLSchema): ReadonlySet<string> {
  let found = holders.get(schema);
  if (found) return found;
  const inputs = Object.values(schema.getTypeMap()).filter(isInputObjectType);
  const set = new Set<string>();
  for (let grew = true; grew;) {
    grew = false;
    for (const type of inputs) {
      if (set.has(type.name)) continue;
      const fields = Object.values(type.getFields());
      if (
        fields.some((f) => PER_VIEWER_INPUT_FIELDS.has(`${type.name}.${f.name}`) || set.has(getNamedType(f.type).name))
      ) {
        set.add(type.name);
        grew = true;
      }
    }
  }
  found = set;
  holders.set(schema, found);
  return found;
}

function sets(value: unknown, type: GraphQLInputType, holdersOf: ReadonlySet<string>): boolean {
  if (value === null || value === undefined) return false;
  if (isNonNullType(type)) return sets(value, type.ofType, holdersOf);
  if (isListType(type))
    return Array.isArray(value) && value.some((item) => sets(item, type.ofType as GraphQLInputType, holdersOf));
  if (!isInputObjectType(type) || !holdersOf.has(type.name) || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return Object.values(type.getFields()).some((f) => {
    const v = record[f.name];
    if (PER_VIEWER_INPUT_FIELDS.has(`${type.name}.${f.name}`) && v !== null && v !== undefined && v !== false)
      return true;
    return sets(v, f.type, holdersOf);
  });
}

export interface ViewerArgument {
  /** The argument may carry a `@perViewer` input field through a variable: its scope is read per request. */
  variable: boolean;
  /** Its value (with the request's variables) sets one. */
  sets: boolean;
}

/** What an argument's value says of the viewer; null when its type can hold no `@perViewer` input field. */
export function viewerArgument(
  schema: GraphQLSchema,
  def: GraphQLArgument,
  value: ValueNode,
  variables: Record<string, unknown>,
): ViewerArgument | null {
  const holdersOf = viewerInputTypes(schema);
  if (!holdersOf.has(getNamedType(def.type).name)) return null;
  let variable = false;
  visit(value, {
    [Kind.VARIABLE]: () => {
      variable = true;
      return BREAK;
    },
  });
  return { variable, sets: sets(valueFromAST(value, def.type, variables), def.type, holdersOf) };
}
