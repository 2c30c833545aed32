/**
 * Malformed requests are the client's fault, answered 400 with a plain message, never a 500:
 * - a GET (or form POST) whose `variables` or `extensions` parameter is not JSON — yoga's own
 *   parameter parser lets the JSON.parse error through as an internal error;
 * - a document nested so deeply (e.g. a list literal ~3,000 deep, under the token limit) that
 *   graphql-js's recursive parser overflows the stack;
 * - variables (and extensions) outside the contract's input bounds (@tote/contract/input-bounds): nested
 *   past 16 levels, over 10,000 values or 1 MiB of text, a NUL or a lone surrogate anywhere. Checked first
 *   thing, before anything walks them: ~2,500 nested arrays in any variable, even of a persisted query in
 *   production, overflowed the stack while the response cache built its key (issue 29). BAD_USER_INPUT,
 *   naming the variable and where in it.
 */
import { inputProblem } from '@tote/contract/input-bounds';
import { createGraphQLError, type Plugin } from 'graphql-yoga';

const badRequest = (message: string) =>
  createGraphQLError(message, { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } });

export const INVALID_PARAMS_JSON_MESSAGE = 'The request parameters "variables" and "extensions" must be JSON.';
export const TOO_DEEP_MESSAGE = 'Syntax Error: the document is nested too deeply.';

/** The first value of a request's variables or extensions outside the bounds: its message and variable. */
export function variablesProblem(params: {
  variables?: unknown;
  extensions?: unknown;
}): { message: string; variable?: string } | null {
  for (const [part, value] of [
    ['variables', params.variables],
    ['extensions', params.extensions],
  ] as const) {
    if (value === undefined || value === null) continue;
    const found = inputProblem(value);
    if (!found) continue;
    const [name, ...rest] = found.path ? found.path.split('.') : [];
    if (!name) return { message: `The request's ${part}: ${found.problem}.` };
    const where = rest.length ? ` at "${rest.join('.')}"` : '';
    return part === 'variables'
      ? { message: `Variable "$${name}"${where}: ${found.problem}.`, variable: name }
      : { message: `Extension "${name}"${where}: ${found.problem}.` };
  }
  return null;
}

export function useRequestGuards(): Plugin {
  return {
    onParams({ params }) {
      const problem = variablesProblem(params);
      if (!problem) return;
      const variable = problem.variable ? { variable: problem.variable } : {};
      throw createGraphQLError(problem.message, {
        extensions: { code: 'BAD_USER_INPUT', ...variable, http: { status: 400 } },
      });
    },
    onRequestParse({ requestParser, setRequestParser }) {
      if (!requestParser) return;
      setRequestParser(async (request) => {
        try {
          return await requestParser(request);
        } catch (e) {
          if (e instanceof SyntaxError) throw badRequest(INVALID_PARAMS_JSON_MESSAGE);
          throw e;
        }
      });
    },
    onParse() {
      return ({ result, replaceParseResult }) => {
        if (result instanceof RangeError) replaceParseResult(badRequest(TOO_DEEP_MESSAGE));
      };
    },
  };
}
