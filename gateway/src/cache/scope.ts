/**
 * The cache scope of an operation (policy.ts) from the fields it runs: those of the operation and
 * of the fragments it spreads, less what @skip/@include leave out for the request's variables (the
 * search screen asks for the search drawer only when there is no query), and the arguments that set a
 * `@perViewer` input field (viewerInput.ts), literally or through the variables. Anything unreadable
 * (a syntax error, an unknown field or fragment, bad variables) is `none`: validation answers it.
 */
import {
  BREAK,
  getOperationAST,
  getVariableValues,
  Kind,
  parse,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DirectiveNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { textKeyedCache } from '../documentCaches.js';
import { PER_VIEWER_FIELDS, UNCACHED_FIELDS, type CacheScope } from './policy.js';
import { viewerArgument } from './viewerInput.js';

type Variables = Record<string, unknown>;

interface Operation {
  op: OperationDefinitionNode;
  fragments: Map<string, FragmentDefinitionNode>;
  /** Some selection depends on a variable (@skip/@include): the scope is read per request. */
  conditional: boolean;
  /** The scope, when it is the same for every request. */
  scope?: CacheScope;
  /** An argument may set a `@perViewer` input field through a variable: a `shared` scope is read per request. */
  viewerVariables?: boolean;
}

function prepare(query: string, operationName: string | null | undefined): Operation | null {
  try {
    const doc = parse(query);
    const op = getOperationAST(doc, operationName ?? undefined);
    if (!op || op.operation !== 'query') return null;
    const fragments = new Map(
      doc.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])),
    );
    return { op, fragments, conditional: /@(skip|include)\b/.test(query) };
  } catch {
    return null;
  }
}

/** Left out by @skip(if: true) or @include(if: false), literal or from the variables. */
function excluded(node: { readonly directives?: readonly DirectiveNode[] }, variables: Variables): boolean {
  for (const d of node.directives ?? []) {
    const name = d.name.value;
    if (name !== 'skip' && name !== 'include') continue;
    const arg = d.arguments?.find((a) => a.name.value === 'if')?.value;
    const value =
      arg?.kind === Kind.BOOLEAN ? arg.value : arg?.kind === Kind.VARIABLE ? variables[arg.name.value] : undefined;
    if (value === (name === 'skip')) return true;
  }
  return false;
}

function walk(schema: GraphQLSchema, o: Operation, variables: Variables): CacheScope {
  let scope = 'shared' as CacheScope; // (set in the visitor's closures)
  const queue: (OperationDefinitionNode | FragmentDefinitionNode)[] = [o.op];
  const spread = new Set<string>();
  for (let node = queue.pop(); node && scope !== 'none'; node = queue.pop()) {
    const typeInfo = new TypeInfo(schema);
    visit(
      node,
      visitWithTypeInfo(typeInfo, {
        Field(field) {
          if (excluded(field, variables)) return false;
          if (field.name.value.startsWith('__')) return undefined;
          const parent = typeInfo.getParentType();
          const coordinate = parent && `${parent.name}.${field.name.value}`;
          if (!coordinate || !typeInfo.getFieldDef() || UNCACHED_FIELDS.has(coordinate)) {
            scope = 'none';
            return BREAK;
          }
          if (PER_VIEWER_FIELDS.has(coordinate)) scope = 'guests';
          for (const arg of field.arguments ?? []) {
            const def = typeInfo.getFieldDef()?.args.find((a) => a.name === arg.name.value);
            const viewer = def && viewerArgument(schema, def, arg.value, variables);
            if (viewer?.variable) o.viewerVariables = true;
            if (viewer?.sets) scope = 'guests';
          }
          return undefined;
        },
        InlineFragment: (fragment) => (excluded(fragment, variables) ? false : undefined),
        FragmentSpread(s) {
          if (excluded(s, variables)) return false;
          const name = s.name.value;
          const definition = o.fragments.get(name);
          if (!definition) {
            scope = 'none';
            return BREAK;
          }
          if (!spread.has(name)) queue.push(definition);
          spread.add(name);
          return undefined;
        },
      }),
    );
  }
  return scope;
}

function scopeFor(schema: GraphQLSchema, o: Operation | null, variables: Variables | null | undefined): CacheScope {
  if (!o) return 'none';
  if (!o.conditional) {
    o.scope ??= walk(schema, o, {});
    if (o.scope !== 'shared' || !o.viewerVariables) return o.scope;
  }
  const values = getVariableValues(schema, o.op.variableDefinitions ?? [], variables ?? {});
  return values.coerced ? walk(schema, o, values.coerced) : 'none';
}

export function scopeOf(
  schema: GraphQLSchema,
  query: string,
  operationName?: string | null,
  variables?: Variables | null,
): CacheScope {
  return scopeFor(schema, prepare(query, operationName), variables);
}

/**
 * The documents read at most, by the heap of their ASTs (~100 bytes per character of text: documentCaches.ts
 * measured 22 KB for a 217-character query): the operations in use, least recently used going first.
 */
export const SCOPE_MEMO_MAX_BYTES = 4 * 1024 * 1024;
const AST_BYTES_PER_CHAR = 100;

/** scopeOf with each document read once (an LRU per text and operation name, bounded by bytes). */
export function memoizedScopes(schema: GraphQLSchema, maxBytes = SCOPE_MEMO_MAX_BYTES) {
  // null (a text that is not one readable query) is kept as false: lru-cache keeps no null.
  const memo = textKeyedCache<Operation | false>(maxBytes, AST_BYTES_PER_CHAR);
  return (query: string, operationName?: string | null, variables?: Variables | null): CacheScope => {
    const key = `${operationName ?? ''}\n${query}`;
    let o = memo.get(key);
    if (o === undefined) {
      o = prepare(query, operationName) ?? false;
      memo.set(key, o);
    }
    return scopeFor(schema, o || null, variables);
  };
}
