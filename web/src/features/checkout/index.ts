/**
 * Paying: the checkout steps (plan or items, address, payment, review), the card forms and the payment run, and the
 * checkout modes that other pages link into.
 */
export { checkoutRoutes } from './routes.ts';
export { modeParam, rentToBuyPath, toteCheckoutMode } from './modes.ts';
export { PaymentProgress, usePaymentRun } from './usePaymentRun.tsx';
export { ProviderCardForm } from './ProviderCardForm.tsx';
