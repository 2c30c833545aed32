/**
 * The account pages that exist so far, in menu order: no link before the page exists.
 */
export const ACCOUNT_PAGES = [
  { path: '/account/account-overview', label: 'Account overview' },
  { path: '/account/my-subscription', label: 'My subscription' },
  { path: '/account/order-history', label: 'Order history' },
  { path: '/account/product-polls', label: 'Product polls' },
  { path: '/account/billing-and-receipts', label: 'Billing and receipts' },
  { path: '/account/bonus-credits-and-referrals', label: 'Bonus credits and referrals' },
  { path: '/account/my-profile', label: 'My profile' },
] as const;
