import { vi } from 'vitest';

/** A fake Stripe with the methods the shop calls; the Payment Element says "ready" once mounted. */
export function fakeStripe(overrides: Record<string, unknown> = {}) {
  const element = {
    handlers: {} as Record<string, (event?: unknown) => void>,
    on(event: string, handler: (event?: unknown) => void) {
      element.handlers[event] = handler;
      return element;
    },
    mount: vi.fn(() => {
      setTimeout(() => element.handlers.ready?.(), 0);
    }),
    destroy: vi.fn(),
  };
  const elements = { create: vi.fn(() => element), submit: vi.fn(async () => ({ selectedPaymentMethod: 'card' })) };
  const stripe = {
    elements: vi.fn(() => elements),
    createPaymentMethod: vi.fn(async () => ({ paymentMethod: { id: 'pm_stripe_1' } })),
    handleNextAction: vi.fn(async () => ({ paymentIntent: { status: 'succeeded' } })),
    confirmCardPayment: vi.fn(async () => ({ paymentIntent: { status: 'succeeded' } })),
    ...overrides,
  };
  return { stripe, elements, element };
}

export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * The stand-in for checkout/stripe.ts: the real module with loadStripeClient a mock, since
 * Stripe.js cannot load here (no network). Each test file that needs it mocks the module with a
 * factory that imports this file and returns `stripeModule(importOriginal)` (vi.mock is per file).
 */
export async function stripeModule(importOriginal: () => Promise<typeof import('../stripe.ts')>) {
  const actual = await importOriginal();
  return { ...actual, loadStripeClient: vi.fn() };
}
