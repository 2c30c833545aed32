import type { RouteObject } from 'react-router';
import { accountIndexLoader, accountLoader } from './Account/accountLoader.ts';
import { accountOverviewLoader } from './AccountOverview/accountOverviewLoader.ts';
import { myProfileLoader } from './MyProfile/myProfileLoader.ts';
import { mySubscriptionLoader } from './MySubscription/mySubscriptionLoader.ts';
import { billingAndReceiptsLoader } from './BillingAndReceipts/billingAndReceiptsLoader.ts';
import { bonusCreditsLoader } from './BonusCredits/bonusCreditsLoader.ts';

const accountPages: RouteObject[] = [
  { index: true, loader: accountIndexLoader },
  {
    path: 'account-overview',
    loader: accountOverviewLoader,
    lazy: () =>
      import('./AccountOverview/AccountOverviewScreen.tsx').then((m) => ({ Component: m.AccountOverviewScreen })),
  },
  {
    path: 'my-profile',
    loader: myProfileLoader,
    lazy: () => import('./MyProfile/MyProfileScreen.tsx').then((m) => ({ Component: m.MyProfileScreen })),
  },
  {
    path: 'my-subscription',
    loader: mySubscriptionLoader,
    lazy: () =>
      import('./MySubscription/MySubscriptionScreen.tsx').then((m) => ({ Component: m.MySubscriptionScreen })),
  },
  {
    path: 'billing-and-receipts',
    loader: billingAndReceiptsLoader,
    lazy: () =>
      import('./BillingAndReceipts/BillingAndReceiptsScreen.tsx').then((m) => ({
        Component: m.BillingAndReceiptsScreen,
      })),
  },
  {
    path: 'bonus-credits-and-referrals',
    loader: bonusCreditsLoader,
    lazy: () => import('./BonusCredits/BonusCreditsScreen.tsx').then((m) => ({ Component: m.BonusCreditsScreen })),
  },
];

/**
 * /account: the layout with the account nav around its pages, these and `more` (the account pages of other
 * features: orders, polls). Each needs login (its loader's guard).
 */
export function accountRoute(more: RouteObject[]): RouteObject {
  return {
    path: 'account',
    loader: accountLoader,
    lazy: () => import('./Account/AccountScreen.tsx').then((m) => ({ Component: m.AccountScreen })),
    children: [...accountPages, ...more],
  };
}
