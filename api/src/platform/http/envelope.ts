/**
 * The envelope on every response: success from route handlers, failure from the error and
 * not-found handlers. Also sets the api-version header on every reply.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode } from '@tote/contract/codes';
import { API_VERSION_HEADER, type MessageAction } from '@tote/contract/envelope';
import { ApiError, httpStatusFor } from './errors.js';
import { failure } from './respond.js';
import { allowedMethods } from './route.js';
import { setSecurityHeaders } from './security-headers.js';

export const API_VERSION = '1.0.0';

function sendFailure(
  reply: FastifyReply,
  code: ErrorCode,
  content: string,
  action: MessageAction = 'toast',
): FastifyReply {
  return reply
    .status(httpStatusFor(code))
    .type('application/json; charset=utf-8')
    .send(failure(code, content, action));
}

/** Fastify's own client errors (bad JSON, wrong content type, body too large, ...) have a 4xx statusCode. */
function isClientError(err: FastifyError): boolean {
  return typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500;
}

function clientErrorMessage(err: FastifyError): string {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Malformed JSON body';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type: send parameters as application/json';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body too large';
    default:
      return err instanceof SyntaxError ? 'Malformed JSON body' : 'Bad request';
  }
}

/**
 * Fastify's `frameworkErrors`: what its router refuses before any route or hook — a path whose percent-encoding
 * is not UTF-8 (`/payment-emulator/3ds/%ED%A0%80`, a lone surrogate's bytes), a path parameter past the router's
 * maximum length — answered with the envelope like every other bad request, not fastify's own JSON.
 */
export function frameworkErrors(error: FastifyError, _req: FastifyRequest, reply: FastifyReply): void {
  const content =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'Invalid parameter path: a segment of it is too long'
      : error.code === 'FST_ERR_BAD_URL'
        ? 'Invalid parameter path: not a well-formed URL (its percent-encoding must be UTF-8)'
        : undefined;
  reply.header(API_VERSION_HEADER, API_VERSION);
  setSecurityHeaders(reply);
  if (content) void sendFailure(reply, ErrorCode.BAD_REQUEST, content);
  else void sendFailure(reply, ErrorCode.SERVER_ERROR, 'Something went wrong on our side. Please try again later.');
}

export const envelopePlugin = fp(async (app: FastifyInstance) => {
  // Set as the request arrives (a header set then stays on every answer, the error handler's too): an onSend hook
  // would cost each answer a hook run of its own.
  app.addHook('onRequest', (_req, reply, done) => {
    reply.header(API_VERSION_HEADER, API_VERSION);
    done();
  });

  app.setErrorHandler((error: unknown, req: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ApiError) {
      const err = error;
      if (err.code === ErrorCode.SERVER_ERROR) req.log.error({ err }, 'server error');
      return sendFailure(reply, err.code, err.message, err.action);
    }
    const err = error as FastifyError;
    if (isClientError(err)) {
      req.log.info({ code: err.code, msg: err.message }, 'rejected request');
      return sendFailure(reply, ErrorCode.BAD_REQUEST, clientErrorMessage(err));
    }
    req.log.error({ err }, 'unhandled error');
    return sendFailure(reply, ErrorCode.SERVER_ERROR, 'Something went wrong on our side. Please try again later.');
  });

  app.setNotFoundHandler((req: FastifyRequest, reply: FastifyReply) => {
    const path = req.url.split('?')[0] ?? req.url;
    const allowed = allowedMethods(app, path);
    if (allowed) {
      reply.header('allow', allowed.join(', '));
      return sendFailure(
        reply,
        ErrorCode.METHOD_NOT_ALLOWED,
        `Method ${req.method} is not allowed for ${path}; use ${allowed.join(' or ')}`,
      );
    }
    return sendFailure(reply, ErrorCode.UNKNOWN_PATH, `Unknown path: ${path}`);
  });
});
