import { expect, type APIRequestContext } from '@playwright/test';

/** Asks the shop's GraphQL endpoint as the context's shopper; fails the test on any error in the answer. */
export async function graphql<T>(request: APIRequestContext, query: string, variables: object = {}): Promise<T> {
  const res = await request.post('/graphql', { headers: { 'x-graphql-yoga-csrf': '1' }, data: { query, variables } });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  expect(body.errors ?? []).toEqual([]);
  return body.data!;
}
