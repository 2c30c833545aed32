/**
 * POST /v1/fulfilment/events: the warehouse's and carrier's events (contract/fulfilment.ts). The signature is
 * checked on the raw body, so this scope reads JSON as text (held to the input bounds once parsed, before the
 * signature: a malformed body is 40001 whoever sends it); then the event is validated and applied (events.ts),
 * and a SKU back in stock sends its back-in-stock mails once the event committed.
 */
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@tote/contract/codes';
import { FULFILMENT_SIGNATURE_HEADER, type FulfilmentEventResult } from '@tote/contract/fulfilment';
import { v1Path } from '@tote/contract/v1/endpoint';
import { fulfilmentEvent, fulfilmentWebhookV1 } from '@tote/contract/v1/fulfilment';
import { ApiError, badRequest } from '../../platform/http/errors.js';
import { ok } from '../../platform/http/respond.js';
import { requestInputProblem } from '../../platform/http/input-guard.js';
import { describeIssue } from '../../platform/http/route.js';
import type { Mailer } from '../../platform/mail/index.js';
import { notifyRestocked } from '../inventory/index.js';
import type { FulfilmentDeps } from './deps.js';
import { applyEvent } from './events.js';
import { signatureProblem } from './signature.js';

export interface WebhookDeps extends FulfilmentDeps {
  /** FULFILMENT_WEBHOOK_SECRET; null: every event is refused. */
  secret: string | null;
  mailer: Mailer;
  webOrigin: string;
}

const unauthorized = (why: string) => new ApiError(ErrorCode.UNAUTHORIZED, `Fulfilment event refused: ${why}.`);

export async function registerFulfilmentWebhook(app: FastifyInstance, deps: WebhookDeps): Promise<void> {
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    scope.post(v1Path(fulfilmentWebhookV1.events), async (req) => {
      const onMailError = (err: unknown, to: string) =>
        req.log.error({ err, to }, 'back-in-stock mail failed; the hold stands');
      const raw = typeof req.body === 'string' ? req.body : '';
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        throw badRequest('The event is not JSON.');
      }
      // The bounds every request is held to (input-guard.ts), which the raw text could not show (a \ud800 escape).
      const outOfBounds = requestInputProblem({ params: undefined, query: undefined, body });
      if (outOfBounds) throw badRequest(outOfBounds);
      if (!deps.secret) throw unauthorized('FULFILMENT_WEBHOOK_SECRET is not set on this shop');
      const header = req.headers[FULFILMENT_SIGNATURE_HEADER];
      const problem = signatureProblem(deps.secret, Array.isArray(header) ? header[0] : header, raw);
      if (problem) throw unauthorized(problem);
      const parsed = fulfilmentEvent.safeParse(body);
      if (!parsed.success) throw badRequest(describeIssue(parsed.error.issues[0]!));
      const { restock, ...result } = await applyEvent(deps, parsed.data);
      if (restock) await notifyRestocked(deps.mailer, { webOrigin: deps.webOrigin, onMailError }, restock);
      return ok<FulfilmentEventResult>(result);
    });
  });
}
