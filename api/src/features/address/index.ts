// What the composition root and the other features use of this feature: its public face.
export { registerAddressRoutes } from './address-routes.js';
export { parseFields } from './fields.js';
export { billingPart, shippingAddress } from './store.js';
