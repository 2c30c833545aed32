/**
 * Malformed requests are the client's fault, answered 400 with a plain message, never a 500:
 * - a GET (or form POST) whose `variables` or `extensions` parameter is not JSON — yoga's own
 *   parameter parser lets the JSON.parse error through as an internal error;
 * - a document nested so deeply (e.g. a list literal ~3,000 deep, under the token limit) that
 *   graphql-js's recursive parser overflows the stack.
 */
import { createGraphQLError, type Plugin } from 'graphql-yoga';

const badRequest = (message: string) =>
  createGraphQLError(message, { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } });

export const INVALID_PARAMS_JSON_MESSAGE = 'The request parameters "variables" and "extensions" must be JSON.';
export const TOO_DEEP_MESSAGE = 'Syntax Error: the document is nested too deeply.';

export function useRequestGuards(): Plugin {
  return {
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
