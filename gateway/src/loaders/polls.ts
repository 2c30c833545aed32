/** The product polls' /v1 endpoints (contract/src/polls.ts). */
import { pollsV1 } from '@tote/contract/v1/polls';
import { read, write } from './define.js';

export const pollEndpoints = {
  // [auth] the viewer's polls, with their vote and switches (resolvers clear them after a change)
  pollPage: read(pollsV1.page),
  pollDetail: read(pollsV1.detail),
  submitPollVote: write(pollsV1.submit),
  setPollPush: write(pollsV1.editPushSwitch),
  setPollOptionPush: write(pollsV1.editOptionPushSwitch),
  removePoll: write(pollsV1.remove),
};
