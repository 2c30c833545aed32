/**
 * The cost limit, computed when the operation runs, with its variables: graphql-armor's rule runs at
 * validation, where `first: $n` counts as 1 and an argument left to its schema default (e.g.
 * `similarItems` = 12) too — so a variable lifted any list past the limit. This is the same measure
 * (objects 2, scalars 1, ×1.5 per level, a `first`/`last` page multiplying its subtree, fragments
 * flattened), with page sizes read from the literal, the variable or the argument's default.
 *
 * Linear in the document (issue 29): a fragment's cost does not depend on where it is spread — its
 * fields' types come from its type condition, and the enclosing pages multiply whatever it costs — so
 * each fragment is costed once, at multiplier 1, and every spread adds that. Walking each spread again
 * made a fragment spread twice per level cost 2^levels steps: 26 levels (1 KB) held the event loop
 * 11–24 s. A deadline bounds the walk all the same (documentLimits.ts).
 */
import {
  getNamedType,
  GraphQLError,
  getOperationAST,
  isInterfaceType,
  isObjectType,
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { Deadline } from './documentLimits.js';

const OBJECT_COST = 2;
const SCALAR_COST = 1;
const DEPTH_FACTOR = 1.5;
/** A fragment spread inside itself (validation refuses it; counted high all the same). */
const FRAGMENT_CYCLE_COST = 1000;
const PAGE_ARGUMENTS = ['first', 'last'];

type Variables = Readonly<Record<string, unknown>> | null | undefined;

function pageSize(node: FieldNode, def: GraphQLField<unknown, unknown> | undefined, variables: Variables): number {
  let size = 1;
  for (const name of PAGE_ARGUMENTS) {
    const arg = node.arguments?.find((a) => a.name.value === name);
    const value = arg ? valueOf(arg.value, variables) : def?.args.find((a) => a.name === name)?.defaultValue;
    if (typeof value === 'number' && Number.isFinite(value)) size = Math.max(size, value);
  }
  return size;
}

function valueOf(node: ValueNode, variables: Variables): unknown {
  if (node.kind === Kind.INT) return Number.parseInt(node.value, 10);
  if (node.kind === Kind.VARIABLE) return variables?.[node.name.value];
  return undefined;
}

export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Variables,
  deadline?: Deadline,
): number {
  const operation = getOperationAST(document, operationName);
  if (!operation) return 0;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  /** Each fragment's cost at multiplier 1. */
  const fragmentCosts = new Map<string, number>();
  const inside = new Set<string>();

  const fragmentCost = (name: string): number => {
    const known = fragmentCosts.get(name);
    if (known !== undefined) return known;
    const fragment = fragments.get(name);
    if (!fragment) return 0;
    if (inside.has(name)) return FRAGMENT_CYCLE_COST;
    inside.add(name);
    const cost = selectionCost(fragment.selectionSet, schema.getType(fragment.typeCondition.name.value) ?? undefined);
    inside.delete(name);
    fragmentCosts.set(name, cost);
    return cost;
  };

  const fieldCost = (node: FieldNode, parent: GraphQLNamedType | undefined): number => {
    if (!node.selectionSet) return SCALAR_COST;
    const def =
      parent && (isObjectType(parent) || isInterfaceType(parent)) ? parent.getFields()[node.name.value] : undefined;
    const children = selectionCost(node.selectionSet, def ? getNamedType(def.type) : undefined);
    return (OBJECT_COST + DEPTH_FACTOR * children) * pageSize(node, def, variables);
  };

  const selectionCost = (set: SelectionSetNode, parent: GraphQLNamedType | undefined): number => {
    let cost = 0;
    for (const s of set.selections) {
      deadline?.check();
      if (s.kind === Kind.FIELD) cost += fieldCost(s, parent);
      else if (s.kind === Kind.INLINE_FRAGMENT) {
        const type = s.typeCondition ? schema.getType(s.typeCondition.name.value) : parent;
        cost += selectionCost(s.selectionSet, type ?? undefined);
      } else cost += fragmentCost(s.name.value);
    }
    return cost;
  };

  const root = schema.getRootType(operation.operation) ?? undefined;
  return selectionCost(operation.selectionSet, root);
}

export function useCostLimit(opts: { maxCost: number; exposeLimits: boolean; validationMs: number }): Plugin {
  const check = (args: {
    schema: GraphQLSchema;
    document: DocumentNode;
    operationName?: string | null;
    variableValues?: Variables;
  }) => {
    let cost: number;
    try {
      const deadline = new Deadline(opts.validationMs);
      cost = operationCost(args.schema, args.document, args.operationName, args.variableValues, deadline);
    } catch (e) {
      if (e instanceof GraphQLError) return e;
      throw e;
    }
    if (cost <= opts.maxCost) return null;
    return createGraphQLError(
      opts.exposeLimits
        ? `Query Cost limit of ${opts.maxCost} exceeded, found ${Math.round(cost)}.`
        : 'Query validation error.',
      { extensions: { code: 'COST_LIMIT' } },
    );
  };
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const error = check(args);
      if (error) setResultAndStopExecution({ errors: [error] });
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const error = check(args);
      if (error) setResultAndStopExecution({ errors: [error] });
    },
  };
}
