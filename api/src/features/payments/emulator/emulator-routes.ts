/**
 * The emulator's HTTP API for the browser (contract/payment.ts "The local payment emulator's HTTP
 * API"): what api.stripe.com and Stripe.js do for a real integration, in Stripe's wire shapes. Not
 * part of /v1 and not the shop's: registered only when the emulator is the provider.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import formbody from '@fastify/formbody';
import type { EmulatorError } from '@tote/contract/payment';
import { IntentStateError, PaymentMethodError } from '../provider.js';
import { CardInputError } from './cards.js';
import { EmulatorRequestError, type LocalPaymentEmulator } from './emulator.js';
import { EMULATOR_BASE_PATH } from './wire.js';
import { challengeBody, messageBody, sendPage } from './page.js';

type Body = Record<string, unknown>;

const bodyOf = (b: unknown): Body => (b && typeof b === 'object' && !Array.isArray(b) ? (b as Body) : {});
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);

/** `card.number` from JSON or `card[number]` from a form. */
function nested(body: Body, group: string, key: string): unknown {
  const g = body[group];
  if (g && typeof g === 'object') return (g as Body)[key];
  return body[`${group}[${key}]`];
}

/** An unknown intent or a wrong client secret: the page says so; anything else is a real failure. */
const missing = (err: unknown): undefined => {
  if (err instanceof EmulatorRequestError) return undefined;
  throw err;
};

const isHttpUrl = (u: string): boolean => {
  try {
    return /^https?:$/.test(new URL(u).protocol);
  } catch {
    return false;
  }
};

function sendError(reply: FastifyReply, status: number, error: EmulatorError['error']): FastifyReply {
  return reply.status(status).send({ error } satisfies EmulatorError);
}

function sendFailure(reply: FastifyReply, err: unknown): FastifyReply {
  if (err instanceof CardInputError)
    return sendError(reply, 402, { type: 'card_error', code: err.code, message: err.message, param: err.param });
  if (err instanceof EmulatorRequestError)
    return sendError(reply, err.status, { type: 'invalid_request_error', code: err.code, message: err.message });
  if (err instanceof PaymentMethodError || err instanceof IntentStateError)
    return sendError(reply, 400, { type: 'invalid_request_error', message: err.message });
  throw err;
}

export async function registerEmulatorRoutes(app: FastifyInstance, emulator: LocalPaymentEmulator): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(formbody);

    scope.post(`${EMULATOR_BASE_PATH}/v1/payment_methods`, async (req, reply) => {
      const body = bodyOf(req.body);
      if ((str(body.type) ?? 'card') !== 'card')
        return sendError(reply, 400, {
          type: 'invalid_request_error',
          code: 'parameter_invalid',
          message: 'Only card PaymentMethods are supported.',
          param: 'type',
        });
      try {
        const pm = await emulator.createPaymentMethod({
          number: nested(body, 'card', 'number'),
          expMonth: nested(body, 'card', 'exp_month'),
          expYear: nested(body, 'card', 'exp_year'),
          cvc: nested(body, 'card', 'cvc'),
          name: str(nested(body, 'billing_details', 'name')) ?? null,
          email: str(nested(body, 'billing_details', 'email')) ?? null,
        });
        return reply.send(pm);
      } catch (err) {
        return sendFailure(reply, err);
      }
    });

    scope.get<{ Params: { id: string }; Querystring: { client_secret?: string } }>(
      `${EMULATOR_BASE_PATH}/v1/payment_intents/:id`,
      async (req, reply) => {
        try {
          return reply.send(await emulator.retrieveForClient(req.params.id, req.query.client_secret ?? ''));
        } catch (err) {
          return sendFailure(reply, err);
        }
      },
    );

    scope.post<{ Params: { id: string } }>(
      `${EMULATOR_BASE_PATH}/v1/payment_intents/:id/confirm`,
      async (req, reply) => {
        const body = bodyOf(req.body);
        const returnUrl = str(body.return_url);
        if (returnUrl && !isHttpUrl(returnUrl))
          return sendError(reply, 400, {
            type: 'invalid_request_error',
            code: 'url_invalid',
            message: 'return_url must be an absolute http(s) URL.',
            param: 'return_url',
          });
        try {
          const pi = await emulator.confirmForClient(req.params.id, str(body.client_secret) ?? '', {
            ...(str(body.payment_method) ? { paymentMethodId: str(body.payment_method)! } : {}),
            ...(returnUrl ? { returnUrl } : {}),
          });
          if (pi.status === 'requires_payment_method' && pi.last_payment_error)
            return sendError(reply, 402, { ...pi.last_payment_error, payment_intent: pi });
          return reply.send(pi);
        } catch (err) {
          return sendFailure(reply, err);
        }
      },
    );

    scope.get<{ Params: { id: string }; Querystring: { client_secret?: string } }>(
      `${EMULATOR_BASE_PATH}/3ds/:id`,
      async (req, reply) => {
        const row = await emulator.intentForClient(req.params.id, req.query.client_secret ?? '').catch(missing);
        if (!row)
          return sendPage(
            reply,
            404,
            'Payment not found',
            messageBody('Payment not found', 'This payment does not exist or the link is incomplete.'),
          );
        if (row.status !== 'requires_action')
          return sendPage(
            reply,
            409,
            'Nothing to confirm',
            messageBody('Nothing to confirm', 'This payment does not need authentication any more.'),
          );
        const pm = row.payment_method_id ? await emulator.paymentMethod(row.payment_method_id) : undefined;
        const last4 = pm?.last4 ?? '3155';
        return sendPage(
          reply,
          200,
          'Confirm your payment',
          challengeBody({
            id: row.id,
            clientSecret: row.client_secret,
            amount: row.amount,
            currency: row.currency,
            last4,
          }),
        );
      },
    );

    scope.post<{ Params: { id: string } }>(`${EMULATOR_BASE_PATH}/3ds/:id`, async (req, reply) => {
      const body = bodyOf(req.body);
      const outcome = body.outcome === 'complete' || body.outcome === 'fail' ? body.outcome : null;
      if (!outcome) return sendPage(reply, 400, 'Bad request', messageBody('Bad request', 'Choose Complete or Fail.'));
      const row = await emulator.authenticate(req.params.id, str(body.client_secret) ?? '', outcome).catch(missing);
      if (!row)
        return sendPage(
          reply,
          404,
          'Payment not found',
          messageBody('Payment not found', 'This payment does not exist or the link is incomplete.'),
        );
      const status = row.status === 'succeeded' ? 'succeeded' : 'failed';
      if (!row.return_url)
        return sendPage(
          reply,
          200,
          'Done',
          messageBody(
            status === 'succeeded' ? 'Payment authenticated' : 'Authentication failed',
            'You can close this window.',
          ),
        );
      const target = new URL(row.return_url);
      target.searchParams.set('payment_intent', row.id);
      target.searchParams.set('payment_intent_client_secret', row.client_secret);
      target.searchParams.set('redirect_status', status);
      return reply.redirect(target.href, 302);
    });
  });
}
