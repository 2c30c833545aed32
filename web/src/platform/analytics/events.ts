/** The shop's analytics events and their parameters (analytics.ts pushes them; thirdPartyScripts.ts forwards some). */
export type AnalyticsEvent =
  | 'pageView'
  | 'signUp'
  | 'subscribe'
  | 'submitLead'
  | 'viewProduct'
  | 'likeProduct'
  | 'login'
  | 'addPaymentInfo'
  | 'addShippingAddress'
  | 'viewPaymentConfirmation'
  | 'purchaseRental';

export type AnalyticsValue = string | number | boolean | null;
export type AnalyticsParams = Record<string, AnalyticsValue | undefined>;
