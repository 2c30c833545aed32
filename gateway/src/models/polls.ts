/** Product polls (schema/polls.graphql): the /v1 shapes as they are (contract/polls.ts); the payloads follow. */
import type { PollDetail, PollOption } from '@tote/contract/polls';

export type ProductPollModel = PollDetail;
export type ProductPollOptionModel = PollOption;
