/**
 * GET /v1/dev/request-headers — development and tests only (never registered in production): the client headers
 * of a device's latest request (app id, source, api version, location, user agent), as the api read them.
 */
import type { FastifyInstance } from 'fastify';
import { appDevV1 } from '@tote/contract/v1/app';
import { implement } from '../../platform/http/implement.js';
import { seenHeadersOf } from '../../platform/http/seenHeaders.js';

export function registerAppDevRoutes(app: FastifyInstance): void {
  implement(app, appDevV1, { requestHeaders: (p) => seenHeadersOf(p.device_id) });
}
