/** The /v1 endpoints of the api's address feature (api/src/features/address/). */
import { id, int } from '../params.js';
import { z } from 'zod';
import { endpoint } from './endpoint.js';
import type { Address, AddressQueryResult, AddressTypeValue } from '../address.js';

const addressType = int(1, 2).transform((n) => n as AddressTypeValue);

/** features/address/address-routes.ts */
export const addressV1 = {
  query: endpoint<AddressQueryResult>()({
    path: '/address/query',
    methods: ['GET', 'POST'],
    access: 'shopper',
    params: z.object({ addressType }),
  }),
  edit: endpoint<Address>()({
    path: '/address/edit',
    methods: ['POST'],
    access: 'shopper',
    params: z.looseObject({ id: id().optional(), addressType: addressType.default(1) }),
  }),
};
