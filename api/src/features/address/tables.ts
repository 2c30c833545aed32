/** Kysely type of the address book (migration 006). */
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface AddressTable {
  id: Generated<number>;
  user_id: number;
  address_type: number;
  first_name: string;
  last_name: string;
  street_address: string;
  details: Generated<string>;
  city: string;
  state: string;
  zip: string;
  mobile: Generated<string>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

declare module '../../platform/db/schema.js' {
  /** The tables of features/address (platform/db/schema.ts). */
  interface Database {
    addresses: AddressTable;
  }
}
