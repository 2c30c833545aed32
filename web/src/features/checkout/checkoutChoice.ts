import type { CheckoutMode } from '../../__generated__/CheckoutSummaryQuery.graphql.ts';

/** What the shopper is checking out, as chosen in the checkout's URL. */
export interface CheckoutChoice {
  mode: CheckoutMode;
  planId: number | null;
  couponCode: string | null;
  usePoints: boolean;
  /** Cart modes (`?items=`): Tote items; null = the checked ones (the api's default). */
  cartItemIds?: readonly string[] | null;
  /** Rent-to-buy (`?items=`): the rented order items. */
  orderItemIds?: readonly number[] | null;
}

/** The checkout input of the choice in the URL. */
export function checkoutInput(choice: CheckoutChoice, points: number) {
  return {
    mode: choice.mode,
    ...(choice.planId != null ? { planId: choice.planId } : {}),
    ...(choice.cartItemIds?.length ? { cartItemIds: [...choice.cartItemIds] } : {}),
    ...(choice.orderItemIds?.length ? { orderItemIds: [...choice.orderItemIds] } : {}),
    ...(choice.couponCode ? { couponCode: choice.couponCode } : {}),
    ...(choice.usePoints && points > 0 ? { points } : {}),
  };
}
