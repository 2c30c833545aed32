/**
 * POST /v1/payment/webhook: Stripe's events (contract/payment.ts). The signature is checked on the
 * raw body, so this scope reads JSON as text. Each event id is applied once; a failure answers an
 * error so that Stripe delivers the event again.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/schema.js';
import { badRequest } from '../../platform/http/errors.js';
import { ok } from '../../platform/http/respond.js';
import { v1Path } from '@tote/contract/v1/endpoint';
import { billingWebhookV1 } from '@tote/contract/v1/billing';
import { StripeWebhookError, type StripeProvider } from '../payments/index.js';

export async function registerStripeWebhook(app: FastifyInstance, db: Db, stripe: StripeProvider): Promise<void> {
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    scope.post(v1Path(billingWebhookV1.webhook), async (req) => {
      const raw = typeof req.body === 'string' ? req.body : '';
      const signature = req.headers['stripe-signature'];
      let event;
      try {
        event = stripe.eventFromWebhook(raw, Array.isArray(signature) ? signature[0] : signature);
      } catch (err) {
        if (err instanceof StripeWebhookError) throw badRequest(`Invalid webhook signature: ${err.message}`);
        throw err;
      }
      if (event) {
        const seen = await db
          .selectFrom('payment_webhook_events')
          .select('event_id')
          .where('event_id', '=', event.id)
          .executeTakeFirst();
        if (!seen) {
          await stripe.deliver(event);
          await db
            .insertInto('payment_webhook_events')
            .values({ event_id: event.id, type: event.type })
            .onConflict((oc) => oc.column('event_id').doNothing())
            .execute();
        }
      }
      return ok({ received: true });
    });
  });
}
