/**
 * Compiled execution (graphql-jit, through its envelop plugin): an operation is compiled once into plain functions,
 * which run its selections without graphql-js walking the document per field — under the load test the gateway's
 * CPU per request went from ~6.9 to ~4.5 ms, most of it the large listings (scripts/bench/load.ts).
 *
 * Only for queries and mutations whose variables are valid: graphql-jit's own variable errors name internal
 * variables ("$saleType" for input.saleType) and answer 200, where graphql-js names the path and answers 400; and
 * subscriptions keep yoga's executor, whose early errors the SSE stream relies on (sseErrors.ts).
 */
import { useGraphQlJit } from '@envelop/graphql-jit';
import { getOperationAST, getVariableValues, type ExecutionArgs } from 'graphql';

export function runsCompiled({ schema, document, operationName, variableValues }: ExecutionArgs): boolean {
  const operation = getOperationAST(document, operationName);
  if (!operation || operation.operation === 'subscription') return false;
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variableValues ?? {}, {
    maxErrors: 1,
  });
  return !coerced.errors;
}

export const useCompiledExecution = () => useGraphQlJit({}, { enableIf: runsCompiled });
