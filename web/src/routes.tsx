import type { RouteObject } from 'react-router';
import { RootLayout } from './RootLayout.tsx';
import { RootError } from './RootError.tsx';
import { PageSkeleton } from './components/Spinner/Spinner.tsx';
import { homeLoader } from './screens/Home/homeLoader.ts';
import { brandsLoader } from './screens/Brands/brandsLoader.ts';
import { brandLoader } from './screens/Brand/brandLoader.ts';
import { categoryLoader } from './screens/Category/categoryLoader.ts';
import { collectionLoader } from './screens/Collection/collectionLoader.ts';
import { newArrivalsLoader } from './screens/NewArrivals/newArrivalsLoader.ts';
import { occasionsLoader } from './screens/Occasions/occasionsLoader.ts';
import { searchLoader } from './screens/Search/searchLoader.ts';
import { productLoader, productShouldRevalidate } from './screens/Product/productLoader.ts';
import { downloadAppLoader } from './screens/DownloadApp/downloadAppLoader.ts';
import { termsLoader } from './screens/Terms/termsLoader.ts';
import { notFoundLoader } from './screens/NotFound/notFoundLoader.ts';
import { registerLoader } from './screens/Register/registerLoader.ts';
import { loginLoader } from './screens/Login/loginLoader.ts';
import { resetPasswordLoader } from './screens/ResetPassword/resetPasswordLoader.ts';
import { unlockLoader } from './screens/Unlock/unlockLoader.ts';
import { emailUnsubscribedLoader } from './screens/EmailUnsubscribed/emailUnsubscribedLoader.ts';
import { resubscribeLoader } from './screens/Resubscribe/resubscribeLoader.ts';
import { wishlistLoader } from './screens/Wishlist/wishlistLoader.ts';
import { styleSurveyLoader } from './screens/StyleSurvey/styleSurveyLoader.ts';
import { subscribeLoader, subscribeShouldRevalidate } from './screens/Subscribe/subscribeLoader.ts';
import { paymentResultCheckLoader } from './screens/PaymentResultCheck/paymentResultCheckLoader.ts';
import { orderLoader } from './screens/Order/orderLoader.ts';
import { returnRequestLoader } from './screens/ReturnRequest/returnRequestLoader.ts';
import { reviewCreateLoader } from './screens/ReviewCreate/reviewCreateLoader.ts';
import { returnTicketLoader } from './screens/ReturnTicket/returnTicketLoader.ts';
import { shareOrderLoader } from './screens/ShareOrder/shareOrderLoader.ts';
import { SHARE_COLLECTION_PATHS, shareCollectionRoute } from './screens/ShareCollection/shareCollectionRoute.ts';
import { accountLoader } from './screens/Account/accountLoader.ts';
import { accountRoutes } from './accountRoutes.ts';
import { errorExpiredLoader } from './screens/ErrorExpired/errorExpiredLoader.ts';

/**
 * Every screen: a static `loader` that starts its Relay query (loadQuery) and a `lazy` chunk with
 * its code, so data and code load in parallel. Screens read the query with usePreloadedQuery.
 */
const homeRoute = {
  loader: homeLoader,
  lazy: () => import('./screens/Home/HomeScreen.tsx').then((m) => ({ Component: m.HomeScreen })),
};

const registerRoute = {
  loader: registerLoader,
  lazy: () => import('./screens/Register/RegisterScreen.tsx').then((m) => ({ Component: m.RegisterScreen })),
};

const loginRoute = {
  loader: loginLoader,
  lazy: () => import('./screens/Login/LoginScreen.tsx').then((m) => ({ Component: m.LoginScreen })),
};

const subscribeRoute = {
  loader: subscribeLoader,
  shouldRevalidate: subscribeShouldRevalidate,
  lazy: () => import('./screens/Subscribe/SubscribeScreen.tsx').then((m) => ({ Component: m.SubscribeScreen })),
};

const notFoundRoute = {
  loader: notFoundLoader,
  lazy: () => import('./screens/NotFound/NotFoundScreen.tsx').then((m) => ({ Component: m.NotFoundScreen })),
};

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RootError,
    HydrateFallback: PageSkeleton,
    children: [
      { index: true, ...homeRoute },
      { path: 'home', ...homeRoute },
      {
        path: 'brands',
        loader: brandsLoader,
        lazy: () => import('./screens/Brands/BrandsScreen.tsx').then((m) => ({ Component: m.BrandsScreen })),
      },
      {
        path: 'brand/:id',
        loader: brandLoader,
        lazy: () => import('./screens/Brand/BrandScreen.tsx').then((m) => ({ Component: m.BrandScreen })),
      },
      {
        path: 'category/:code',
        loader: categoryLoader,
        lazy: () => import('./screens/Category/CategoryScreen.tsx').then((m) => ({ Component: m.CategoryScreen })),
      },
      {
        path: 'collection/:code',
        loader: collectionLoader,
        lazy: () =>
          import('./screens/Collection/CollectionScreen.tsx').then((m) => ({ Component: m.CollectionScreen })),
      },
      {
        path: 'new-arrivals',
        loader: newArrivalsLoader,
        lazy: () =>
          import('./screens/NewArrivals/NewArrivalsScreen.tsx').then((m) => ({ Component: m.NewArrivalsScreen })),
      },
      {
        path: 'occasions',
        loader: occasionsLoader,
        lazy: () => import('./screens/Occasions/OccasionsScreen.tsx').then((m) => ({ Component: m.OccasionsScreen })),
      },
      {
        path: 'search',
        loader: searchLoader,
        lazy: () => import('./screens/Search/SearchScreen.tsx').then((m) => ({ Component: m.SearchScreen })),
      },
      {
        path: 'product/*',
        loader: productLoader,
        shouldRevalidate: productShouldRevalidate,
        lazy: () => import('./screens/Product/ProductScreen.tsx').then((m) => ({ Component: m.ProductScreen })),
      },
      {
        path: 'download_app',
        loader: downloadAppLoader,
        lazy: () =>
          import('./screens/DownloadApp/DownloadAppScreen.tsx').then((m) => ({ Component: m.DownloadAppScreen })),
      },
      {
        path: 'terms',
        loader: termsLoader,
        lazy: () => import('./screens/Terms/TermsScreen.tsx').then((m) => ({ Component: m.TermsScreen })),
      },
      { path: 'register', ...registerRoute },
      { path: 'register/*', ...registerRoute },
      { path: 'login', ...loginRoute },
      { path: 'login-entrance', ...loginRoute },
      {
        path: 'reset-password',
        loader: resetPasswordLoader,
        lazy: () =>
          import('./screens/ResetPassword/ResetPasswordScreen.tsx').then((m) => ({ Component: m.ResetPasswordScreen })),
      },
      {
        path: 'unlock',
        loader: unlockLoader,
        lazy: () => import('./screens/Unlock/UnlockScreen.tsx').then((m) => ({ Component: m.UnlockScreen })),
      },
      {
        path: 'email-unsubscribed',
        loader: emailUnsubscribedLoader,
        lazy: () =>
          import('./screens/EmailUnsubscribed/EmailUnsubscribedScreen.tsx').then((m) => ({
            Component: m.EmailUnsubscribedScreen,
          })),
      },
      {
        path: 'resubscribe',
        loader: resubscribeLoader,
        lazy: () =>
          import('./screens/Resubscribe/ResubscribeScreen.tsx').then((m) => ({ Component: m.ResubscribeScreen })),
      },
      { path: 'subscribe', ...subscribeRoute },
      { path: 'resume-subscription', ...subscribeRoute },
      {
        path: 'payment-result-check',
        loader: paymentResultCheckLoader,
        lazy: () =>
          import('./screens/PaymentResultCheck/PaymentResultCheckScreen.tsx').then((m) => ({
            Component: m.PaymentResultCheckScreen,
          })),
      },
      {
        // Needs login like the account pages; an id that is not a number is the 404 page.
        path: 'order/:orderId',
        loader: orderLoader,
        lazy: () => import('./screens/Order/OrderScreen.tsx').then((m) => ({ Component: m.OrderScreen })),
      },
      {
        // Choosing items of the order to send back; needs login.
        path: 'order/:orderId/return',
        loader: returnRequestLoader,
        lazy: () =>
          import('./screens/ReturnRequest/ReturnRequestScreen.tsx').then((m) => ({ Component: m.ReturnRequestScreen })),
      },
      {
        // Reviewing a delivered or returned item of the viewer's orders; needs login.
        path: 'review/create',
        loader: reviewCreateLoader,
        lazy: () =>
          import('./screens/ReviewCreate/ReviewCreateScreen.tsx').then((m) => ({ Component: m.ReviewCreateScreen })),
      },
      {
        // One return of the viewer's: its label, parcel tracking and refund; needs login.
        path: 'return/:ticketId',
        loader: returnTicketLoader,
        lazy: () =>
          import('./screens/ReturnTicket/ReturnTicketScreen.tsx').then((m) => ({ Component: m.ReturnTicketScreen })),
      },
      {
        // Public and read-only: anyone with the link; not server-rendered (a private link, not for crawlers).
        path: 'share/order/:shareId',
        loader: shareOrderLoader,
        lazy: () =>
          import('./screens/ShareOrder/ShareOrderScreen.tsx').then((m) => ({ Component: m.ShareOrderScreen })),
      },
      ...SHARE_COLLECTION_PATHS.map((path) => ({ path, ...shareCollectionRoute })),
      {
        // Where an expired or withdrawn share link lands (SHARE_EXPIRED, errorReactions.ts).
        path: 'error/expired',
        loader: errorExpiredLoader,
        lazy: () =>
          import('./screens/ErrorExpired/ErrorExpiredScreen.tsx').then((m) => ({ Component: m.ErrorExpiredScreen })),
      },
      {
        // The style survey (the assistant's show_survey links here); needs login.
        path: 'style-survey',
        loader: styleSurveyLoader,
        lazy: () =>
          import('./screens/StyleSurvey/StyleSurveyScreen.tsx').then((m) => ({ Component: m.StyleSurveyScreen })),
      },
      {
        path: 'wishlist',
        loader: wishlistLoader,
        lazy: () => import('./screens/Wishlist/WishlistScreen.tsx').then((m) => ({ Component: m.WishlistScreen })),
      },
      {
        // The account pages need login (the loaders' guard); the parent draws the account nav.
        path: 'account',
        loader: accountLoader,
        lazy: () => import('./screens/Account/AccountScreen.tsx').then((m) => ({ Component: m.AccountScreen })),
        children: accountRoutes,
      },
      {
        path: '500',
        lazy: () =>
          import('./screens/ServerError/ServerErrorScreen.tsx').then((m) => ({ Component: m.ServerErrorScreen })),
      },
      { path: '404', ...notFoundRoute },
      { path: '*', ...notFoundRoute },
    ],
  },
];
