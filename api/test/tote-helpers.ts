/** Helpers for the Tote tests: logins, fresh members (own Tote, safe on a shared PostgreSQL schema), SKUs by stock. */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Session } from '@tote/contract/account';
import type { AddToteResult, ToteView } from '@tote/contract/tote';
import type { Db } from '../src/platform/db/schema.js';
import { call, signUp } from './accounts-helpers.js';
import type { TestApi } from './db.js';
import { data } from './http.js';

export const DEMO_PASSWORD = 'tote-demo-1';

export async function login(app: FastifyInstance, email: string, password = DEMO_PASSWORD): Promise<string> {
  return data(await call<Session>(app, '/v1/user/login', { email, password })).token;
}

/** A new account; subscribed unless told otherwise. */
export async function freshUser(
  app: FastifyInstance,
  db: Db,
  subStatus: 'Subscribed' | 'Not Subscribed' | 'Paused' = 'Subscribed',
): Promise<{ token: string; userId: number }> {
  const s = await signUp(app);
  if (subStatus !== 'Not Subscribed')
    await db
      .updateTable('users')
      .set({ sub_status: subStatus, is_member: 1 })
      .where('id', '=', s.user.userId)
      .execute();
  return { token: s.token, userId: s.user.userId };
}

export interface TestSku {
  id: number;
  code: string;
  product_id: number;
  color_id: number;
  stock: number;
}

/** On-shelf SKUs whose stock satisfies the condition, one per product, in a stable order. */
export async function skusWhere(
  db: Db,
  cond: 'gte4' | 'eq0' | 'eq1' | 'low' | 'offShelf',
  limit = 10,
  offset = 0,
): Promise<TestSku[]> {
  const stock = {
    gte4: sql`s.stock >= 4`,
    eq0: sql`s.stock = 0`,
    eq1: sql`s.stock = 1`,
    low: sql`s.stock between 2 and 3`,
    offShelf: sql`true`,
  }[cond];
  const shelf = cond === 'offShelf' ? sql`not p.on_shelf` : sql`p.on_shelf`;
  const { rows } = await sql<TestSku>`
    select distinct on (s.product_id) s.id, s.code, s.product_id, s.color_id, s.stock
      from skus s join products p on p.id = s.product_id
     where ${shelf} and ${stock}
     order by s.product_id, s.id
     limit ${limit} offset ${offset}`.execute(db);
  return rows;
}

/** /tote/query and /shopCart/add on the file's api; `api()` gives its TestApi once its beforeAll has run. */
export function toteCalls(api: () => TestApi) {
  const query = async (token: string, body: object = {}) =>
    data(await call<ToteView>(api().app, '/v1/tote/query', body, token));
  const add = (token: string, body: object) => call<AddToteResult>(api().app, '/v1/shopCart/add', body, token);
  return { query, add };
}
