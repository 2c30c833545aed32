import type { SubscribeFunction } from 'relay-runtime';

/**
 * Seam for GraphQL subscriptions (the AI assistant stream). They arrive with the assistant issue as
 * ONE graphql-sse client (`createClient({ url: '/graphql/stream', headers: () => ..., retryAttempts: 0 })`)
 * whose `subscribe` is adapted to Relay's Observable here and handed to `Network.create` in network.ts.
 * Until then there is no subscribe function, and Relay reports a clear error if a subscription is used.
 */
export const subscribe: SubscribeFunction | undefined = undefined;
