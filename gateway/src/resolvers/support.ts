/**
 * Support requests (schema/support.graphql): `createSupportRequest` checks the form with the shared
 * rules (contract/support.ts) before calling /support/request; the api's refusals (20003 not the
 * viewer's order, 40001, 42900 too many) are userErrors with its message verbatim.
 */
import { supportV1 } from '@tote/contract/v1/support';
import { supportMessage, type SupportRequestCreated, type SupportTopic } from '@tote/contract/support';
import type { Resolvers, SupportRequest } from '../__generated__/resolvers-types.js';
import { Code } from '../errors.js';
import { enumOf, kebabOf } from './enums.js';
import { requireSignIn } from './session.js';
import { attempt, validationError } from './upstreamCalls.js';

const SUPPORT_USER_ERROR_CODES: ReadonlySet<number> = new Set([
  Code.DATA_NOT_FOUND,
  Code.BAD_REQUEST,
  Code.TOO_MANY_REQUESTS,
]);

const supportRequest = (r: SupportRequestCreated): SupportRequest => ({ ...r, topic: enumOf(r.topic) });

export const supportResolvers: Resolvers = {
  Mutation: {
    createSupportRequest: async (_p, { input }, ctx) => {
      requireSignIn(ctx, supportV1.request);
      const message = supportMessage.safeParse(input.message);
      if (!message.success)
        return { request: null, userErrors: [validationError(['input', 'message'], message.error.issues[0]!.message)] };
      const orderId = input.orderId ?? undefined;
      const r = await attempt(
        ctx,
        ctx.loaders.supportRequest.load({ orderId, topic: kebabOf<SupportTopic>(input.topic), message: message.data }),
        (e) => (e.code === Code.DATA_NOT_FOUND ? ['input', 'orderId'] : e.code === Code.BAD_REQUEST ? ['input'] : null),
        SUPPORT_USER_ERROR_CODES,
      );
      return r.ok ? { request: supportRequest(r.value), userErrors: [] } : { request: null, userErrors: r.userErrors };
    },
  },
};
