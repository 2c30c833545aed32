/**
 * The account pages of SPEC.md §2 that exist so far, in menu order. The others (billing and
 * receipts, bonus credits and referrals, subscription, order history, product polls) join this list
 * with their own issues: no link before the page exists.
 */
export const ACCOUNT_PAGES = [
  { path: '/account/account-overview', label: 'Account overview' },
  { path: '/account/my-profile', label: 'My profile' },
] as const;
