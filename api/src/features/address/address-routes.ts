/** /v1/address/query and /address/edit (contract/address.ts). */
import type { FastifyInstance } from 'fastify';
import { addressFields, type Address, type AddressQueryResult } from '@tote/contract/address';
import type { Db } from '../../platform/db/schema.js';
import { requireUser } from '../auth/index.js';
import { implement } from '../../platform/http/implement.js';
import { parseFields } from './fields.js';
import { addressV1 } from '@tote/contract/v1/address';
import { findAddress, saveAddress } from './store.js';

export function registerAddressRoutes(app: FastifyInstance, db: Db): void {
  implement(app, addressV1, {
    query: async (p, ctx): Promise<AddressQueryResult> => ({
      address: await findAddress(db, requireUser(ctx).user.id, p.addressType),
    }),
    edit: async (p, ctx): Promise<Address> =>
      saveAddress(db, requireUser(ctx).user.id, p.addressType, parseFields(addressFields, p), p.id),
  });
}
