/** /v1/support/request (contract/support.ts). */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { supportMessage, supportTopic, type SupportRequestCreated } from '@tote/contract/support';
import { requireUser } from '../auth/index.js';
import { badRequest } from '../../platform/http/errors.js';
import { implement } from '../../platform/http/implement.js';
import { supportV1 } from '@tote/contract/v1/support';
import { createSupportRequest, type SupportDeps } from './requests.js';

// The form's own rules, checked here so that their messages reach the shopper verbatim.
const form = z.object({ topic: supportTopic, message: supportMessage });

export function registerSupportRoutes(app: FastifyInstance, deps: SupportDeps): void {
  implement(app, supportV1, {
    request: async (p, ctx, req): Promise<SupportRequestCreated> => {
      const checked = form.safeParse({ topic: p.topic, message: p.message });
      if (!checked.success) throw badRequest(checked.error.issues[0]!.message);
      return createSupportRequest(deps, requireUser(ctx).user, { orderId: p.orderId, ...checked.data }, req.log);
    },
  });
}
