/**
 * The /v1 route table: every endpoint of the api, one group per api module (contract/src/v1/<feature>.ts). The api
 * implements every group (api/test/route-table.test.ts holds it to that, both ways); the gateway calls by entry.
 * Web code imports the small modules it needs, not this one.
 */
import type { AnyEndpoint } from './endpoint.js';
import {
  accountsDevOutboxV1,
  accountsEmailV1,
  accountsProfileV1,
  accountsThirdV1,
  accountsUserV1,
} from './accounts.js';
import { addressV1 } from './address.js';
import { appDevV1, appInfoV1 } from './app.js';
import { assistantV1 } from './assistant.js';
import { authV1 } from './auth.js';
import {
  billingCheckoutV1,
  billingCouponSendV1,
  billingCouponV1,
  billingDevV1,
  billingOrderV1,
  billingPaymentV1,
  billingPointV1,
  billingReceiptV1,
  billingWebhookV1,
} from './billing.js';
import { capsulesV1 } from './capsules.js';
import { catalogEventsV1 } from './catalog-events.js';
import { catalogBrandV1, catalogHomeV1, catalogListV1, catalogMenuV1, catalogProductV1 } from './catalog.js';
import { feedbackV1 } from './feedback.js';
import { filesV1, filesBytesV1 } from './files.js';
import { fulfilmentClockV1, fulfilmentWebhookV1 } from './fulfilment.js';
import { giftCardsDevV1, giftCardsV1 } from './gift-cards.js';
import { inventoryV1, stockHoldsDevV1, stockHoldsV1 } from './inventory.js';
import { memberV1 } from './member.js';
import { orderHistoryDetailV1, orderHistoryV1 } from './order-history.js';
import { pollsV1 } from './polls.js';
import { popupsV1 } from './popups.js';
import { returnsV1 } from './returns.js';
import { reviewsV1 } from './reviews.js';
import { searchFilterV1, searchV1 } from './search.js';
import { sharesV1 } from './shares.js';
import { supportV1 } from './support.js';
import { surveyV1 } from './survey.js';
import { toteV1 } from './tote.js';
import { trackingDevV1, trackingV1 } from './tracking.js';
import { waitlistV1 } from './waitlist.js';
import { wishlistV1 } from './wishlist.js';

export const V1_ENDPOINTS = {
  accountsDevOutboxV1,
  accountsEmailV1,
  accountsProfileV1,
  accountsThirdV1,
  accountsUserV1,
  addressV1,
  appInfoV1,
  appDevV1,
  assistantV1,
  authV1,
  billingCheckoutV1,
  billingCouponSendV1,
  billingCouponV1,
  billingDevV1,
  billingOrderV1,
  billingPaymentV1,
  billingPointV1,
  billingReceiptV1,
  billingWebhookV1,
  capsulesV1,
  catalogEventsV1,
  catalogBrandV1,
  catalogHomeV1,
  catalogListV1,
  catalogMenuV1,
  catalogProductV1,
  feedbackV1,
  filesV1,
  filesBytesV1,
  fulfilmentClockV1,
  fulfilmentWebhookV1,
  giftCardsV1,
  giftCardsDevV1,
  inventoryV1,
  stockHoldsV1,
  stockHoldsDevV1,
  memberV1,
  orderHistoryDetailV1,
  orderHistoryV1,
  pollsV1,
  popupsV1,
  returnsV1,
  reviewsV1,
  searchFilterV1,
  searchV1,
  sharesV1,
  supportV1,
  surveyV1,
  toteV1,
  trackingDevV1,
  trackingV1,
  waitlistV1,
  wishlistV1,
};

export interface V1Entry {
  /** `group.key`, e.g. `pollsV1.page`. */
  name: string;
  entry: AnyEndpoint;
}

/** Every entry of the table, flat. */
export const V1_ENTRIES: readonly V1Entry[] = Object.entries(V1_ENDPOINTS).flatMap(([group, entries]) =>
  Object.entries(entries as Record<string, AnyEndpoint>).map(([key, entry]) => ({ name: `${group}.${key}`, entry })),
);
