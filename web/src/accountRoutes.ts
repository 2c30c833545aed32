/** The account pages under /account (routes.tsx): each needs login (its loader's guard). */
import type { RouteObject } from 'react-router';
import { accountIndexLoader } from './screens/Account/accountLoader.ts';
import { accountOverviewLoader } from './screens/AccountOverview/accountOverviewLoader.ts';
import { myProfileLoader } from './screens/MyProfile/myProfileLoader.ts';
import { mySubscriptionLoader } from './screens/MySubscription/mySubscriptionLoader.ts';
import { billingAndReceiptsLoader } from './screens/BillingAndReceipts/billingAndReceiptsLoader.ts';
import { bonusCreditsLoader } from './screens/BonusCredits/bonusCreditsLoader.ts';
import { productPollsLoader } from './screens/ProductPolls/productPollsLoader.ts';
import { orderHistoryLoader } from './screens/OrderHistory/orderHistoryLoader.ts';
import { rentalHistoryLoader } from './screens/OrderHistory/rentalHistoryLoader.ts';

export const accountRoutes: RouteObject[] = [
  { index: true, loader: accountIndexLoader },
  {
    path: 'account-overview',
    loader: accountOverviewLoader,
    lazy: () =>
      import('./screens/AccountOverview/AccountOverviewScreen.tsx').then((m) => ({
        Component: m.AccountOverviewScreen,
      })),
  },
  {
    path: 'my-profile',
    loader: myProfileLoader,
    lazy: () => import('./screens/MyProfile/MyProfileScreen.tsx').then((m) => ({ Component: m.MyProfileScreen })),
  },
  {
    path: 'my-subscription',
    loader: mySubscriptionLoader,
    lazy: () =>
      import('./screens/MySubscription/MySubscriptionScreen.tsx').then((m) => ({
        Component: m.MySubscriptionScreen,
      })),
  },
  {
    path: 'order-history',
    loader: orderHistoryLoader,
    lazy: () =>
      import('./screens/OrderHistory/OrderHistoryScreen.tsx').then((m) => ({
        Component: m.OrderHistoryScreen,
      })),
  },
  {
    path: 'order-history/rentals',
    loader: rentalHistoryLoader,
    lazy: () =>
      import('./screens/OrderHistory/RentalHistoryScreen.tsx').then((m) => ({
        Component: m.RentalHistoryScreen,
      })),
  },
  {
    path: 'billing-and-receipts',
    loader: billingAndReceiptsLoader,
    lazy: () =>
      import('./screens/BillingAndReceipts/BillingAndReceiptsScreen.tsx').then((m) => ({
        Component: m.BillingAndReceiptsScreen,
      })),
  },
  {
    path: 'bonus-credits-and-referrals',
    loader: bonusCreditsLoader,
    lazy: () =>
      import('./screens/BonusCredits/BonusCreditsScreen.tsx').then((m) => ({
        Component: m.BonusCreditsScreen,
      })),
  },
  {
    path: 'product-polls',
    loader: productPollsLoader,
    lazy: () =>
      import('./screens/ProductPolls/ProductPollsScreen.tsx').then((m) => ({
        Component: m.ProductPollsScreen,
      })),
  },
];
