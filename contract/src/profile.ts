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
  /** Shown on the member's reviews instead of "Jane D." (nickname.ts); null when not set. */
  nickname: string | null;
  email: string;
  mobile: string;
  birthYear: number | null; // 1970..2024
  birthMonth: number | null; // 1..12
  bodyShape: BodyShape | null;
  clothingSizes: ClothingSize[];
  shoeSizes: ShoeSize[]; // sizes.ts SHOE_SIZES labels ("US 8"), the catalog's own
}

export type NotifyKey = 'orderUpdates' | 'promotions' | 'newArrivals' | 'backInStock' | 'productPolls';
export interface NotifySetting {
  key: NotifyKey;
  label: string;
  description: string;
  email: boolean; // promotions.email is the marketing subscription (/email/editSubscribe)
  sms: boolean;
}
/** Each notification a shopper can switch, with its defaults (a shopper's own choices are stored over them). */
export const NOTIFY_SETTINGS: readonly NotifySetting[] = [
  {
    key: 'orderUpdates',
    label: 'Order updates',
    description: 'Shipping, delivery and return updates for your Tote.',
    email: true,
    sms: true,
  },
  {
    key: 'promotions',
    label: 'Offers and news',
    description: 'Member offers, promo codes and Tote news.',
    email: true,
    sms: false,
  },
  {
    key: 'newArrivals',
    label: 'New arrivals',
    description: 'New styles from the brands you love.',
    email: true,
    sms: false,
  },
  {
    key: 'backInStock',
    label: 'Back in stock',
    description: 'When a size you wanted is available again.',
    email: true,
    sms: true,
  },
  {
    key: 'productPolls',
    label: 'Product polls',
    description: 'Vote on the styles we add next.',
    email: true,
    sms: false,
  },
];

/** /profile/query-notify-config (GET ok) → NotifyConfig. */
export interface NotifyConfig {
  list: NotifySetting[];
}
