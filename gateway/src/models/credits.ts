/** Coupons, bonus credits and referrals (schema/credits.graphql). */
import type { CouponSummary } from '@tote/contract/checkout';
import type { CouponCheck } from '@tote/contract/coupons';
import type { PointLogEntry, ReferralEntry } from '@tote/contract/points';
import type { EdgeModel, SliceModel } from './_relay.js';

export type CouponModel = CouponSummary;
export type CouponCheckModel = CouponCheck;
export type BonusCreditEntryModel = PointLogEntry;
export type BonusCreditConnectionModel = SliceModel<BonusCreditEntryModel> & { balance: number };
export type BonusCreditEdgeModel = EdgeModel<BonusCreditEntryModel>;
export type ReferralModel = ReferralEntry;
export type ReferralConnectionModel = SliceModel<ReferralModel> & {
  referralCode: string;
  rewardPoints: number;
  earnedPoints: number;
};
export type ReferralEdgeModel = EdgeModel<ReferralModel>;
