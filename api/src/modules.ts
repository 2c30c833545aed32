/**
 * The api's features, registered in this order: the declared order (FEATURE_ORDER in
 * api/.dependency-cruiser-rules.cjs, lowest first; `npm run check:deps -w @tote/api` checks both agree). A feature
 * imports only features before it, through their index.ts.
 */
import type { ApiModule } from './platform/module.js';
import type { ApiDeps } from './deps.js';
import { authModule } from './features/auth/index.js';
import { catalogModule } from './features/catalog/index.js';
import { catalogEventsModule } from './features/catalog-events/index.js';
import { imagesModule } from './features/images/index.js';
import { searchModule } from './features/search/index.js';
import { trackingModule } from './features/tracking/index.js';
import { popupsModule } from './features/popups/index.js';
import { surveyModule } from './features/survey/index.js';
import { inventoryModule } from './features/inventory/index.js';
import { paymentsModule } from './features/payments/index.js';
import { ordersModule } from './features/orders/index.js';
import { fulfilmentModule } from './features/fulfilment/index.js';
import { addressModule } from './features/address/index.js';
import { memberModule } from './features/member/index.js';
import { toteModule } from './features/tote/index.js';
import { wishlistModule } from './features/wishlist/index.js';
import { capsulesModule } from './features/capsules/index.js';
import { accountsModule } from './features/accounts/index.js';
import { waitlistModule } from './features/waitlist/index.js';
import { giftCardsModule } from './features/gift-cards/index.js';
import { billingModule } from './features/billing/index.js';
import { orderHistoryModule } from './features/order-history/index.js';
import { returnsModule } from './features/returns/index.js';
import { sharesModule } from './features/shares/index.js';
import { pollsModule } from './features/polls/index.js';
import { feedbackModule } from './features/feedback/index.js';
import { filesModule } from './features/files/index.js';
import { reviewsModule } from './features/reviews/index.js';
import { supportModule } from './features/support/index.js';
import { assistantModule } from './features/assistant/index.js';
import { appModule } from './features/app/index.js';

export const modules: readonly ApiModule<ApiDeps>[] = [
  authModule,
  catalogModule,
  catalogEventsModule,
  imagesModule,
  searchModule,
  trackingModule,
  popupsModule,
  surveyModule,
  inventoryModule,
  paymentsModule,
  ordersModule,
  fulfilmentModule,
  addressModule,
  memberModule,
  toteModule,
  wishlistModule,
  capsulesModule,
  accountsModule,
  waitlistModule,
  giftCardsModule,
  billingModule,
  orderHistoryModule,
  returnsModule,
  sharesModule,
  pollsModule,
  feedbackModule,
  filesModule,
  reviewsModule,
  supportModule,
  assistantModule,
  appModule,
];
