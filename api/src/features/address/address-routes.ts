/** /v1/address/query and /address/edit (contract/address.ts). */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { addressFields, type Address, type AddressQueryResult, type AddressTypeValue } from '@tote/contract/address';
import type { Db } from '../../platform/db/schema.js';
import { requireUser } from '../auth/index.js';
import { id, int } from '@tote/contract/params';
import { route } from '../../platform/http/route.js';
import { parseFields } from './fields.js';
import { findAddress, saveAddress } from './store.js';

const addressType = int(1, 2).transform((n) => n as AddressTypeValue);

export function registerAddressRoutes(app: FastifyInstance, db: Db): void {
  route(app, {
    path: '/address/query',
    auth: true,
    params: z.object({ addressType }),
    handler: async (p, ctx): Promise<AddressQueryResult> => ({
      address: await findAddress(db, requireUser(ctx).user.id, p.addressType),
    }),
  });

  route(app, {
    path: '/address/edit',
    methods: ['POST'],
    auth: true,
    // The address fields are checked by the contract's schema so that its messages reach the user verbatim.
    params: z.looseObject({ id: id().optional(), addressType: addressType.default(1) }),
    handler: async (p, ctx): Promise<Address> =>
      saveAddress(db, requireUser(ctx).user.id, p.addressType, parseFields(addressFields, p), p.id),
  });
}
