/** The /v1 endpoints of the api's auth feature (api/src/features/auth/). */
import { noParams } from '../params.js';
import { endpoint } from './endpoint.js';

/**
 * /auth/get-token (SPEC §7 names it; the shape is ours, README): a signed-in client trades its session token for a
 * fresh one, good for another 30 days; the old token stops working at once. Two trades of one token: the second
 * is refused (40000), so a token is renewed once.
 */
export interface RenewedToken {
  token: string;
  expiresAt: string; // ISO-8601
}

/** features/auth/token-routes.ts */
export const authV1 = {
  getToken: endpoint<RenewedToken>()({
    path: '/auth/get-token',
    methods: ['POST'],
    access: 'shopper',
    params: noParams,
  }),
};
