import type { Resolvers } from '../__generated__/resolvers-types.js';
import { accountResolvers } from './account.js';
import { accountSettingsResolvers } from './accountSettings.js';
import { inviteResolvers } from './invites.js';
import { appResolvers } from './app.js';
import { assistantResolvers } from './assistant.js';
import { assistantMessageResolvers } from './assistantMessage.js';
import { assistantReplyResolvers } from './assistantReply.js';
import { brandResolvers } from './brand.js';
import { catalogResolvers } from './catalog.js';
import { checkoutResolvers } from './checkout.js';
import { commonResolvers } from './common.js';
import { creditsResolvers } from './credits.js';
import { holdsResolvers } from './holds.js';
import { homeResolvers } from './home.js';
import { listingResolvers } from './listing.js';
import { membershipResolvers } from './membership.js';
import { nodeResolvers } from './node.js';
import { orderResolvers } from './order.js';
import { orderHistoryResolvers } from './orderHistory.js';
import { paymentDetailsResolvers } from './paymentDetails.js';
import { pollsResolvers } from './polls.js';
import { reviewsResolvers } from './reviews.js';
import { capsuleResolvers } from './capsules.js';
import { feedbackResolvers } from './feedback.js';
import { filesResolvers } from './files.js';
import { giftCardsResolvers } from './giftCards.js';
import { productResolvers } from './product.js';
import { receiptsResolvers } from './receipts.js';
import { recommendationsResolvers } from './recommendations.js';
import { returnsResolvers } from './returns.js';
import { searchResolvers } from './search.js';
import { shareResolvers } from './share.js';
import { signInResolvers } from './signIn.js';
import { supportResolvers } from './support.js';
import { surveyResolvers } from './survey.js';
import { taxonomyResolvers } from './taxonomy.js';
import { toteResolvers } from './tote.js';
import { wishlistResolvers } from './wishlist.js';
import { trackingResolvers } from './tracking.js';
import { waitlistResolvers } from './waitlist.js';

const domains: Resolvers[] = [
  nodeResolvers,
  commonResolvers,
  appResolvers,
  homeResolvers,
  catalogResolvers,
  productResolvers,
  recommendationsResolvers,
  brandResolvers,
  taxonomyResolvers,
  listingResolvers,
  accountResolvers,
  signInResolvers,
  accountSettingsResolvers,
  inviteResolvers,
  toteResolvers,
  wishlistResolvers,
  holdsResolvers,
  trackingResolvers,
  membershipResolvers,
  paymentDetailsResolvers,
  creditsResolvers,
  checkoutResolvers,
  receiptsResolvers,
  orderResolvers,
  orderHistoryResolvers,
  returnsResolvers,
  searchResolvers,
  assistantResolvers,
  assistantMessageResolvers,
  assistantReplyResolvers,
  shareResolvers,
  supportResolvers,
  pollsResolvers,
  reviewsResolvers,
  capsuleResolvers,
  surveyResolvers,
  feedbackResolvers,
  filesResolvers,
  waitlistResolvers,
  giftCardsResolvers,
];

/** Each domain's resolvers, merged type by type (a type's fields may come from several domains). */
function merge(parts: Resolvers[]): Resolvers {
  const out: Record<string, Record<string, unknown>> = {};
  for (const part of parts) {
    for (const [type, fields] of Object.entries(part)) {
      const target = (out[type] ??= {});
      for (const [field, r] of Object.entries(fields as Record<string, unknown>)) {
        if (field in target) throw new Error(`Resolver ${type}.${field} is defined twice`);
        target[field] = r;
      }
    }
  }
  return out as Resolvers;
}

export const resolvers: Resolvers = merge(domains);
