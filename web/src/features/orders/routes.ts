import type { RouteObject } from 'react-router';
import { orderLoader } from './Order/orderLoader.ts';
import { orderHistoryLoader } from './OrderHistory/orderHistoryLoader.ts';
import { rentalHistoryLoader } from './OrderHistory/rentalHistoryLoader.ts';
import { returnRequestLoader } from './returns/returnRequestLoader.ts';
import { returnTicketLoader } from './returns/returnTicketLoader.ts';

/** An order, sending its items back, and a return: each needs login (its loader's guard). */
export const orderRoutes: RouteObject[] = [
  {
    // An id that is not a number is the 404 page.
    path: 'order/:orderId',
    loader: orderLoader,
    lazy: () => import('./Order/OrderScreen.tsx').then((m) => ({ Component: m.OrderScreen })),
  },
  {
    // Choosing items of the order to send back.
    path: 'order/:orderId/return',
    loader: returnRequestLoader,
    lazy: () => import('./returns/ReturnRequestScreen.tsx').then((m) => ({ Component: m.ReturnRequestScreen })),
  },
  {
    // One return of the viewer's: its label, parcel tracking and refund.
    path: 'return/:ticketId',
    loader: returnTicketLoader,
    lazy: () => import('./returns/ReturnTicketScreen.tsx').then((m) => ({ Component: m.ReturnTicketScreen })),
  },
];

/** The account pages of orders (under /account): the order history and the rentals. */
export const orderHistoryRoutes: RouteObject[] = [
  {
    path: 'order-history',
    loader: orderHistoryLoader,
    lazy: () => import('./OrderHistory/OrderHistoryScreen.tsx').then((m) => ({ Component: m.OrderHistoryScreen })),
  },
  {
    path: 'order-history/rentals',
    loader: rentalHistoryLoader,
    lazy: () => import('./OrderHistory/RentalHistoryScreen.tsx').then((m) => ({ Component: m.RentalHistoryScreen })),
  },
];
