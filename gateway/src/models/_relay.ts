/**
 * The shapes of Relay's conventions (schema/_relay.graphql) that every domain's models use: a page of an
 * upstream list, its edges, and a mutation's user errors. None is a GraphQL type of its own name, so
 * codegen maps nothing to them directly (scripts/codegen.ts).
 */
import type { Page } from '@tote/contract/catalog';

export interface ConnectionModel<T> {
  page: Page<T>;
  /** How many nodes the client asked for (the upstream page may hold more when first is 0). */
  first?: number;
}

export interface EdgeModel<T> {
  cursor: string;
  node: T;
}

/** A page of an upstream pageIndex/pageSize list, cut to the client's `first`/`after`. */
export interface SliceModel<T> {
  list: T[];
  offset: number;
  total: number;
}

/**
 * A UserError as a payload's resolver builds it. Not `UserErrorModel`: codegen would map UserError to it, and the
 * generated UserError fits.
 */
export interface UserErrorData {
  code: string;
  field: string[] | null;
  message: string;
}
