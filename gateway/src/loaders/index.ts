import type { SharedReads } from '../cache/sharedReads.js';
import type { UpstreamClient } from '../upstream/client.js';
import { accountEndpoints } from './account.js';
import { appEndpoints } from './app.js';
import { assistantEndpoints } from './assistant.js';
import { createBatchLoaders } from './batch.js';
import { capsuleEndpoints } from './capsules.js';
import { catalogBatchEndpoints, catalogEndpoints } from './catalog.js';
import { createEndpointLoaders } from './define.js';
import { feedbackEndpoints } from './feedback.js';
import { fileEndpoints } from './files.js';
import { homeEndpoints } from './home.js';
import { memberEndpoints } from './member.js';
import { orderEndpoints } from './order.js';
import { pollEndpoints } from './polls.js';
import { returnEndpoints } from './returns.js';
import { reviewBatchEndpoints, reviewEndpoints } from './reviews.js';
import { searchEndpoints } from './search.js';
import { shareEndpoints } from './share.js';
import { surveyEndpoints } from './survey.js';
import { createCheckLoaders, toteEndpoints } from './tote.js';
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
};

export type Loaders = ReturnType<typeof createLoaders>;

/** Built once per GraphQL request, on that request's upstream client; `shared` keeps shared reads across requests. */
export function createLoaders(client: UpstreamClient, shared: SharedReads | null = null) {
  return {
    ...createEndpointLoaders(client, endpoints, shared),
    ...createBatchLoaders(client, catalogBatchEndpoints),
    ...createBatchLoaders(client, reviewBatchEndpoints),
    ...createCheckLoaders(client),
  };
}
