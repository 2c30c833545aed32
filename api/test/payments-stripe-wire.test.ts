/** StripeProvider against a local stand-in for Stripe's API: idempotency keys, off-session, mapped answers. */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderUnavailableError, RefundRefusedError } from '../src/features/payments/provider.js';
import { StripeProvider } from '../src/features/payments/stripe.js';

describe('StripeProvider on the wire', () => {
  let server: Server;
  let port: number;
  const seen: { method: string; url: string; key: string | undefined; body: string }[] = [];
  const pi = (status: string, extra: Record<string, unknown> = {}) => ({
    id: 'pi_123',
    object: 'payment_intent',
    amount: 8900,
    currency: 'usd',
    status,
    client_secret: 'pi_123_secret_abc',
    customer: null,
    payment_method: null,
    next_action: null,
    last_payment_error: null,
    metadata: { orderId: '1' },
    ...extra,
  });
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let b = '';
      req.on('data', (c) => (b += c));
      req.on('end', () => resolve(b));
    });
  beforeAll(async () => {
    server = createServer(async (req, res) => {
      const body = await read(req);
      seen.push({
        method: req.method!,
        url: req.url!,
        key: req.headers['idempotency-key'] as string | undefined,
        body,
      });
      const send = (status: number, json: object) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
      if (req.url === '/v1/payment_intents') return send(200, pi('requires_payment_method'));
      if (req.url === '/v1/refunds') {
        const amount = Number(new URLSearchParams(body).get('amount'));
        if (amount > 8900)
          return send(400, {
            error: {
              type: 'invalid_request_error',
              code: 'amount_too_large',
              message: 'Refund amount ($99.00) is greater than charge amount ($89.00)',
            },
          });
        return send(200, { id: 're_123', object: 'refund', amount, status: 'succeeded', payment_intent: 'pi_123' });
      }
      if (req.url === '/v1/payment_intents/pi_123/confirm') {
        if (body.includes('pm_declined')) {
          const lastError = {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'insufficient_funds',
            message: 'Your card has insufficient funds.',
          };
          return send(402, {
            error: { ...lastError, payment_intent: pi('requires_payment_method', { last_payment_error: lastError }) },
          });
        }
        if (body.includes('pm_needs_auth') && body.includes('off_session=true')) {
          const lastError = {
            type: 'card_error',
            code: 'authentication_required',
            decline_code: 'authentication_required',
            message: 'Your card was declined. This transaction requires authentication.',
          };
          return send(402, {
            error: { ...lastError, payment_intent: pi('requires_payment_method', { last_payment_error: lastError }) },
          });
        }
        if (body.includes('pm_3ds'))
          return send(
            200,
            pi('requires_action', {
              next_action: {
                type: 'redirect_to_url',
                redirect_to_url: { url: 'https://hooks.stripe.com/3ds', return_url: 'https://shop/r' },
              },
            }),
          );
        return send(200, pi('succeeded', { payment_method: 'pm_ok' }));
      }
      return send(404, {
        error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such thing' },
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const provider = (p = port) =>
    new StripeProvider({
      secretKey: 'sk_test_local',
      publishableKey: 'pk',
      webhookSecret: 'whsec',
      config: { host: '127.0.0.1', port: p, protocol: 'http', maxNetworkRetries: 0 },
    });

  it('sends the idempotency key on create and confirm, and maps the answers', async () => {
    const stripe = provider();
    const created = await stripe.createIntent(
      { amount: 8900, currency: 'USD', customerId: null, description: 'Tote order 1', metadata: { orderId: '1' } },
      'tote-order-1-intent',
    );
    expect(created).toMatchObject({
      id: 'pi_123',
      status: 'requires_payment_method',
      amount: 8900,
      clientSecret: 'pi_123_secret_abc',
    });
    const ok = await stripe.confirmIntent(
      'pi_123',
      { paymentMethodId: 'pm_ok', returnUrl: 'https://shop/r' },
      'tote-order-1-confirm-a',
    );
    expect(ok).toMatchObject({ status: 'succeeded', paymentMethodId: 'pm_ok', lastError: null });
    const declined = await stripe.confirmIntent(
      'pi_123',
      { paymentMethodId: 'pm_declined', returnUrl: 'https://shop/r' },
      'tote-order-1-confirm-b',
    );
    expect(declined).toMatchObject({
      status: 'requires_payment_method',
      lastError: {
        code: 'card_declined',
        declineCode: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      },
    });
    const action = await stripe.confirmIntent(
      'pi_123',
      { paymentMethodId: 'pm_3ds', returnUrl: 'https://shop/r' },
      'tote-order-1-confirm-c',
    );
    expect(action.nextAction).toEqual({
      type: 'redirect_to_url',
      redirectToUrl: { url: 'https://hooks.stripe.com/3ds', returnUrl: 'https://shop/r' },
    });
    const posts = seen.filter((r) => r.method === 'POST');
    expect(posts.map((r) => [r.url, r.key])).toEqual([
      ['/v1/payment_intents', 'tote-order-1-intent'],
      ['/v1/payment_intents/pi_123/confirm', 'tote-order-1-confirm-a'],
      ['/v1/payment_intents/pi_123/confirm', 'tote-order-1-confirm-b'],
      ['/v1/payment_intents/pi_123/confirm', 'tote-order-1-confirm-c'],
    ]);
    expect(decodeURIComponent(posts[1]!.body)).toContain('return_url=https://shop/r');
  });

  it(
    'off-session (renewals) sends off_session=true; a card that needs authentication fails like a ' + 'decline',
    async () => {
      const stripe = provider();
      const failed = await stripe.confirmIntent(
        'pi_123',
        { paymentMethodId: 'pm_needs_auth', returnUrl: 'https://shop/m', offSession: true },
        'tote-renewal-7-attempt-1',
      );
      expect(failed).toMatchObject({
        status: 'requires_payment_method',
        nextAction: null,
        lastError: {
          code: 'authentication_required',
          message: 'Your card was declined. This transaction requires authentication.',
        },
      });
      const paid = await stripe.confirmIntent(
        'pi_123',
        { paymentMethodId: 'pm_ok', returnUrl: 'https://shop/m', offSession: true },
        'tote-renewal-7-attempt-2',
      );
      expect(paid.status).toBe('succeeded');
      const sent = seen.filter((r) => r.key?.startsWith('tote-renewal-7-'));
      expect(sent.map((r) => [r.url, r.key])).toEqual([
        ['/v1/payment_intents/pi_123/confirm', 'tote-renewal-7-attempt-1'],
        ['/v1/payment_intents/pi_123/confirm', 'tote-renewal-7-attempt-2'],
      ]);
      for (const r of sent) expect(decodeURIComponent(r.body)).toContain('off_session=true');
    },
  );

  it('refunds a PaymentIntent with the idempotency key; more than the charge is a RefundRefusedError', async () => {
    const stripe = provider();
    const refund = await stripe.refund('pi_123', 2500, 'tote-refund-ticket-9');
    expect(refund).toEqual({ id: 're_123', paymentIntentId: 'pi_123', amount: 2500, status: 'succeeded' });
    const sent = seen.filter((r) => r.url === '/v1/refunds');
    expect(sent.map((r) => [r.method, r.key])).toEqual([['POST', 'tote-refund-ticket-9']]);
    expect(Object.fromEntries(new URLSearchParams(sent[0]!.body))).toEqual({
      payment_intent: 'pi_123',
      amount: '2500',
      reason: 'requested_by_customer',
    });
    await expect(stripe.refund('pi_123', 9900, 'tote-refund-ticket-10')).rejects.toBeInstanceOf(RefundRefusedError);
  });

  it('an unreachable Stripe is a ProviderUnavailableError (→ 30007)', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const deadPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((r) => closed.close(() => r()));
    await expect(
      provider(deadPort).createIntent(
        { amount: 100, currency: 'usd', customerId: null, description: 'x', metadata: {} },
        'k',
      ),
    ).rejects.toBeInstanceOf(ProviderUnavailableError);
  });
});
