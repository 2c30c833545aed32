/**
 * The browser's part of a card payment with the local payment emulator:
 * POST the card to `{emulatorBasePath}/v1/payment_methods` on the shop's origin (Stripe's wire
 * shape) and get a pm_… id back for savePaymentMethod. The emulator accepts only Stripe's test cards.
 */
export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export type EmulatorAnswer = { ok: true; id: string } | { ok: false; message: string };

export const CARD_REFUSED = 'This card could not be used. Please check the details or use another card.';

export async function createEmulatorPaymentMethod(
  basePath: string,
  card: CardInput,
  fetchImpl: typeof fetch = fetch,
): Promise<EmulatorAnswer> {
  let res: Response;
  try {
    res = await fetchImpl(`${basePath.replace(/\/$/, '')}/v1/payment_methods`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify({
        type: 'card',
        card: { number: card.number, exp_month: card.expMonth, exp_year: card.expYear, cvc: card.cvc },
      }),
    });
  } catch {
    return { ok: false, message: 'Network Error. Please try again later.' };
  }
  const body = (await res.json().catch(() => null)) as { id?: string; error?: { message?: string } } | null;
  if (res.ok && body?.id) return { ok: true, id: body.id };
  return { ok: false, message: body?.error?.message || CARD_REFUSED };
}
