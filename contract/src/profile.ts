/**
 * /v1 profile contract [auth]: the session user's profile (/profile/info, /profile/query,
 * /profile/edit) and notification settings (/profile/query-notify-config,
 * /profile/modify-notify-config). Types only.
 */
import type { UserInfo } from './account.js';
import type { ShoeSize } from './sizes.js';

/** /profile/info (GET ok) → UserInfo. */
export type ProfileInfoResponse = UserInfo;

export type BodyShape = 'Apple' | 'Pear' | 'Hourglass' | 'Straight' | 'Inverted Triangle';
export type ClothingSize = 'XS' | 'S' | 'M' | 'L' | 'XL' | 'XXL';

/** /profile/query (GET ok) → Profile. */
export interface Profile {
  userId: number;
  name: string;
  email: string;
  mobile: string;
  birthYear: number | null; // 1970..2024
  birthMonth: number | null; // 1..12
  bodyShape: BodyShape | null;
  clothingSizes: ClothingSize[];
  shoeSizes: ShoeSize[]; // sizes.ts SHOE_SIZES labels ("US 8"), the catalog's own
}

/** /profile/edit: any subset; null clears. → Profile. name follows validation.ts `name`. */
export interface ProfileEditParams {
  name?: string;
  birthYear?: number | null;
  birthMonth?: number | null;
  bodyShape?: BodyShape | null;
  clothingSizes?: ClothingSize[];
  /** Each one of sizes.ts SHOE_SIZES labels, else 40000. */
  shoeSizes?: ShoeSize[];
}

export type NotifyKey = 'orderUpdates' | 'promotions' | 'newArrivals' | 'backInStock' | 'productPolls';
export interface NotifySetting {
  key: NotifyKey;
  label: string;
  description: string;
  email: boolean; // promotions.email is the marketing subscription (/email/editSubscribe)
  sms: boolean;
}
/** /profile/query-notify-config (GET ok) → NotifyConfig. */
export interface NotifyConfig {
  list: NotifySetting[];
}
/** /profile/modify-notify-config {list: [{key, email?, sms?}]} → NotifyConfig. */
export interface ModifyNotifyConfigParams {
  list: { key: NotifyKey; email?: boolean; sms?: boolean }[];
}
