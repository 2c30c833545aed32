import type { SharedReads } from '../cache/sharedReads.js';
import type { UpstreamClient } from '../upstream/client.js';
import { accountEndpoints } from './account.js';
import { appEndpoints } from './app.js';
import { assistantEndpoints } from './assistant.js';
import { batchLoaderMakers } from './batch.js';
import { capsuleEndpoints } from './capsules.js';
import { catalogBatchEndpoints, catalogEndpoints } from './catalog.js';
import { endpointLoaderMakers, lazyLoaders } from './define.js';
import { feedbackEndpoints } from './feedback.js';
import { fileEndpoints } from './files.js';
import { giftCardEndpoints } from './giftCards.js';
import { homeEndpoints } from './home.js';
import { memberEndpoints } from './member.js';
import { orderEndpoints } from './order.js';
import { pollEndpoints } from './polls.js';
import { returnEndpoints } from './returns.js';
import { reviewBatchEndpoints, reviewEndpoints } from './reviews.js';
import { searchEndpoints } from './search.js';
import { shareEndpoints } from './share.js';
import { surveyEndpoints } from './survey.js';
import { checkLoaderMakers, toteEndpoints } from './tote.js';
import { waitlistEndpoints } from './waitlist.js';

export const endpoints = {
  ...appEndpoints,
  ...homeEndpoints,
  ...catalogEndpoints,
  ...accountEndpoints,
  ...toteEndpoints,
  ...memberEndpoints,
  ...orderEndpoints,
  ...returnEndpoints,
  ...searchEndpoints,
  ...assistantEndpoints,
  ...shareEndpoints,
  ...pollEndpoints,
  ...reviewEndpoints,
  ...capsuleEndpoints,
  ...feedbackEndpoints,
  ...fileEndpoints,
  ...surveyEndpoints,
  ...waitlistEndpoints,
  ...giftCardEndpoints,
};

const makeLoaders = lazyLoaders({
  ...endpointLoaderMakers(endpoints),
  ...batchLoaderMakers(catalogBatchEndpoints),
  ...batchLoaderMakers(reviewBatchEndpoints),
  ...checkLoaderMakers,
});

export type Loaders = ReturnType<typeof makeLoaders>;

/**
 * Loaders whose answers depend on who is signed in — reads sent with the session of an entry that is not public,
 * the batch reads not shared, the membership checks — emptied when the session changes (context.ts).
 */
export const USER_LOADERS: ReadonlySet<keyof Loaders> = new Set<keyof Loaders>([
  ...(Object.entries(endpoints) as [keyof typeof endpoints, (typeof endpoints)[keyof typeof endpoints]][])
    .filter(([, e]) => e.cache && !e.anonymous && e.entry.access !== 'public')
    .map(([name]) => name),
  ...(Object.keys(reviewBatchEndpoints) as (keyof typeof reviewBatchEndpoints)[]),
  ...(Object.keys(checkLoaderMakers) as (keyof typeof checkLoaderMakers)[]),
]);

/**
 * Per GraphQL request, on that request's upstream client; `shared` keeps shared reads across requests. Each
 * loader is made when the request first reads it.
 */
export function createLoaders(client: UpstreamClient, shared: SharedReads | null = null): Loaders {
  return makeLoaders(client, shared);
}
