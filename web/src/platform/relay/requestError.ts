import type { ErrorReaction, GraphQLErrorLike } from './errorReactions.ts';

/** A failed request: the query's error boundary shows it; the reaction (toast, redirect) already ran. */
export class GraphQLRequestError extends Error {
  constructor(
    message: string,
    readonly errors: readonly GraphQLErrorLike[] = [],
    /** The reaction errorReactions applied to it ('none' when nobody was told: a background request). */
    readonly reaction: ErrorReaction = 'none',
  ) {
    super(message);
    this.name = 'GraphQLRequestError';
  }
}
