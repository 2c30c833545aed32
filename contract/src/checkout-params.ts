/** Parameters shared by the checkout and payment endpoints. */
import { z } from 'zod';
import { CHECKOUT_MODES } from './checkout.js';
import { csv, id, int, optStr } from './params.js';

export const idempotencyKey = z
  .string()
  .trim()
  .max(100, { error: '8 to 100 letters, digits or - _ : .', abort: true })
  .regex(/^[A-Za-z0-9_\-:.]{8,100}$/, { error: '8 to 100 letters, digits or - _ : .' });

export const httpUrl = z
  .string()
  .trim()
  .max(2000)
  .refine(
    (u) => {
      try {
        return /^https?:$/.test(new URL(u).protocol);
      } catch {
        return false;
      }
    },
    { error: 'expected an absolute http(s) URL' },
  );

export const checkoutShape = {
  mode: z.enum(CHECKOUT_MODES),
  planId: id().optional(),
  couponCode: optStr(64),
  points: int(0, 100_000_000).optional(),
  cartItemIdList: csv(id(), 100).optional(),
  orderItemIdList: csv(id(), 100).optional(),
};

export const paymentMethodId = z
  .string()
  .trim()
  .max(203, { error: 'expected a PaymentMethod id (pm_…)', abort: true })
  .regex(/^pm_[A-Za-z0-9_]{3,200}$/, { error: 'expected a PaymentMethod id (pm_…)' });
