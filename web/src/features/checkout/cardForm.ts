import { z } from 'zod';
import { addressDetails, city, streetAddress, usState, zip } from '@tote/contract/address';
import { name } from '@tote/contract/validation';

/** The emulator's card form: card number, expiry (MM/YY), CVC, and the billing address when it differs. */
export const CardMessages = {
  numberRequired: 'Card number is required',
  numberInvalid: 'Invalid card number.',
  expiryRequired: 'Expiry date is required',
  expiryInvalid: 'Enter the expiry date as MM/YY.',
  expired: 'This card has expired.',
  cvcRequired: 'CVC is required',
  cvcInvalid: 'Invalid CVC.',
} as const;

const required = (message: string) => z.string({ error: message }).trim().min(1, { error: message, abort: true });

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

const cardNumber = required(CardMessages.numberRequired)
  .transform((v) => v.replace(/[\s-]/g, ''))
  .refine((v) => /^\d{12,19}$/.test(v) && luhn(v), { error: CardMessages.numberInvalid });

const expiry = required(CardMessages.expiryRequired)
  .refine((v) => /^(0[1-9]|1[0-2])\s*\/\s*(\d{2}|\d{4})$/.test(v), { error: CardMessages.expiryInvalid, abort: true })
  .transform((v) => {
    const [m, y] = v.split('/').map((part) => part.trim());
    const year = Number(y);
    return { month: Number(m), year: year < 100 ? 2000 + year : year };
  })
  .refine(
    ({ month, year }) => {
      const now = new Date();
      return year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1);
    },
    { error: CardMessages.expired },
  );

const cvc = required(CardMessages.cvcRequired).regex(/^\d{3,4}$/, { error: CardMessages.cvcInvalid });

const optionalName = z.string().optional();
const billingShape = {
  firstName: optionalName,
  lastName: optionalName,
  streetAddress: z.string().optional(),
  details: z.string().optional(),
  city: z.string().optional(),
  state: z.string().optional(),
  zip: z.string().optional(),
};

const billing = z.object({
  firstName: name,
  lastName: name,
  streetAddress,
  details: addressDetails,
  city,
  state: usState,
  zip,
});

export const cardForm = z
  .object({ number: cardNumber, expiry, cvc, sameAsShipping: z.boolean(), ...billingShape })
  .superRefine((value, ctx) => {
    if (value.sameAsShipping) return;
    const r = billing.safeParse(value);
    if (r.success) return;
    for (const issue of r.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  })
  .transform((value) => {
    const address = value.sameAsShipping ? null : billing.parse(value);
    return {
      number: value.number,
      expMonth: value.expiry.month,
      expYear: value.expiry.year,
      cvc: value.cvc,
      sameAsShipping: value.sameAsShipping,
      billingAddress: address,
    };
  });

/**
 * The billing part alone, for the Stripe form (the card itself is typed into Stripe's Payment
 * Element, so the shop's form holds only "same as shipping" and the billing address).
 */
export const billingForm = z
  .object({ sameAsShipping: z.boolean(), ...billingShape })
  .superRefine((value, ctx) => {
    if (value.sameAsShipping) return;
    const r = billing.safeParse(value);
    if (r.success) return;
    for (const issue of r.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  })
  .transform((value) => ({
    sameAsShipping: value.sameAsShipping,
    billingAddress: value.sameAsShipping ? null : billing.parse(value),
  }));
