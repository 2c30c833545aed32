/** Kysely types of the capsule tables (migration 024). */
import type { Generated } from 'kysely';
import type { CreatedAt } from '../../platform/db/columns.js';

export interface CapsuleTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  created_at: CreatedAt;
}

export interface CapsuleProductTable {
  capsule_id: number;
  product_id: number;
  created_at: CreatedAt;
}

declare module '../../platform/db/schema.js' {
  /** The tables of features/capsules (platform/db/schema.ts). */
  interface Database {
    capsules: CapsuleTable;
    capsule_products: CapsuleProductTable;
  }
}
