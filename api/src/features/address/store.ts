/** Users' addresses: one per type (1 shipping, 2 billing), fields as contract/address.ts. */
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import {
  AddressType,
  type Address,
  type AddressTypeValue,
  type addressFields,
  type BillingAddress,
} from '@tote/contract/address';
import type { Db } from '../../platform/db/schema.js';
import { notFound } from '../../platform/http/errors.js';
import type { AddressTable } from './tables.js';

type AddressRow = Selectable<AddressTable>;
export type AddressFields = z.output<typeof addressFields>;

export function addressView(r: AddressRow): Address {
  return {
    id: r.id,
    addressType: r.address_type as AddressTypeValue,
    firstName: r.first_name,
    lastName: r.last_name,
    streetAddress: r.street_address,
    details: r.details,
    city: r.city,
    state: r.state,
    zip: r.zip,
    mobile: r.mobile,
  };
}

export function billingPart(a: Address | AddressFields): BillingAddress {
  return {
    firstName: a.firstName,
    lastName: a.lastName,
    streetAddress: a.streetAddress,
    details: a.details,
    city: a.city,
    state: a.state,
    zip: a.zip,
  };
}

export async function findAddress(db: Db, userId: number, type: AddressTypeValue): Promise<Address | null> {
  const row = await db
    .selectFrom('addresses')
    .selectAll()
    .where('user_id', '=', userId)
    .where('address_type', '=', type)
    .executeTakeFirst();
  return row ? addressView(row) : null;
}

export const shippingAddress = (db: Db, userId: number): Promise<Address | null> =>
  findAddress(db, userId, AddressType.shipping);

/** Creates or replaces the user's address of the type; `id`, when given, must be that address (20003). */
export async function saveAddress(
  db: Db,
  userId: number,
  type: AddressTypeValue,
  f: AddressFields,
  id?: number,
): Promise<Address> {
  if (id !== undefined) {
    const own = await db
      .selectFrom('addresses')
      .select('id')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('address_type', '=', type)
      .executeTakeFirst();
    if (!own) throw notFound(`Address ${id}`);
  }
  const values = {
    first_name: f.firstName,
    last_name: f.lastName,
    street_address: f.streetAddress,
    details: f.details,
    city: f.city,
    state: f.state,
    zip: f.zip,
    mobile: f.mobile,
  };
  const row = await db
    .insertInto('addresses')
    .values({ user_id: userId, address_type: type, ...values })
    .onConflict((oc) => oc.columns(['user_id', 'address_type']).doUpdateSet({ ...values, updated_at: new Date() }))
    .returningAll()
    .executeTakeFirstOrThrow();
  return addressView(row);
}
