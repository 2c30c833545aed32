/**
 * What other packages' tests may use of the api, by package name (`@tote/api/testing`): an api
 * started in-process on a database the test can reach, with the payment provider the test chooses.
 * Nothing outside tests imports the api; the gateway's own code talks to it over HTTP only.
 */
export { dbFromPglite, openPglite, type Db } from './platform/db/index.js';
export { migrateToLatest } from './platform/db/migrate.js';
export { LocalPaymentEmulator, StripeProvider, type PaymentProvider } from './features/payments/index.js';
export { createApi } from './server.js';
