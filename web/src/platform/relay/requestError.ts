import type { GraphQLErrorLike } from './errorReactions.ts';

/** A failed request: the query's error boundary shows it; the reaction (toast, redirect) already ran. */
export class GraphQLRequestError extends Error {
  constructor(
    message: string,
    readonly errors: readonly GraphQLErrorLike[] = [],
  ) {
    super(message);
    this.name = 'GraphQLRequestError';
  }
}
