/**
 * Every request's parameters — query string, path parameters and body, on every route (/v1, the
 * payment emulator, images, the dev pages) — are held to the contract's input bounds
 * (@tote/contract/input-bounds: well-formed Unicode without NUL, nesting depth, size) before any
 * handler or zod schema sees them. A value outside is 40001 naming the parameter:
 * "Invalid parameter messages.0.value: must be well-formed Unicode (it holds a lone surrogate)".
 *
 * Runs as a preValidation hook: after the body is parsed, before the handler. Bodies that are not
 * JSON (an upload's bytes) are not walked; a body kept as text (a webhook's, for its signature) is
 * held to the text rules only, not to a parameter's length.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { inputProblem, InputProblems, isStorableText } from '@tote/contract/input-bounds';
import { badRequest } from './errors.js';

/** The message of the first value of the request outside the bounds, or null. */
export function requestInputProblem(req: Pick<FastifyRequest, 'query' | 'params' | 'body'>): string | null {
  for (const part of [req.params, req.query, req.body]) {
    if (part === undefined || part === null) continue;
    if (typeof part === 'string') {
      if (!isStorableText(part))
        return `Invalid parameter parameters: ${part.includes('\0') ? InputProblems.nul : InputProblems.loneSurrogate}`;
      continue;
    }
    const found = inputProblem(part);
    if (found) return `Invalid parameter ${found.path || 'parameters'}: ${found.problem}`;
  }
  return null;
}

export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', (req, _reply, done) => {
    const problem = requestInputProblem(req);
    done(problem ? badRequest(problem) : undefined);
  });
});
