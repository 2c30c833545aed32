/** Parameters shared by the checkout and payment endpoints. */
import { z } from 'zod';
import {
  CHECKOUT_ITEMS_MAX,
  CHECKOUT_MODES,
  COUPON_CODE_MAX,
  IDEMPOTENCY_KEY_MAX,
  IDEMPOTENCY_KEY_MIN,
} from './checkout.js';
import { csv, id, int, optStr } from './params.js';

const IDEMPOTENCY_RULE = `${IDEMPOTENCY_KEY_MIN} to ${IDEMPOTENCY_KEY_MAX} letters, digits or - _ : .`;
/** The characters and length of an idempotency key (the gateway checks it too). */
export const IDEMPOTENCY_KEY_PATTERN = new RegExp(`^[A-Za-z0-9_\\-:.]{${IDEMPOTENCY_KEY_MIN},${IDEMPOTENCY_KEY_MAX}}$`);

export const idempotencyKey = z
  .string()
  .trim()
  .max(IDEMPOTENCY_KEY_MAX, { error: IDEMPOTENCY_RULE, abort: true })
  .regex(IDEMPOTENCY_KEY_PATTERN, { error: IDEMPOTENCY_RULE });

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
  couponCode: optStr(COUPON_CODE_MAX),
  points: int(0, 100_000_000).optional(),
  cartItemIdList: csv(id(), CHECKOUT_ITEMS_MAX).optional(),
  orderItemIdList: csv(id(), CHECKOUT_ITEMS_MAX).optional(),
};

export const paymentMethodId = z
  .string()
  .trim()
  .max(203, { error: 'expected a PaymentMethod id (pm_…)', abort: true })
  .regex(/^pm_[A-Za-z0-9_]{3,200}$/, { error: 'expected a PaymentMethod id (pm_…)' });
