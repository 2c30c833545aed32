/** The product polls' /v1 endpoints (contract/src/polls.ts). */
import type {
  PollDetail,
  PollIdParams,
  PollOptionPushParams,
  PollPage,
  PollPageParams,
  PollPushParams,
  PollPushSwitches,
  PollRemoved,
  PollSubmitParams,
} from '@tote/contract/polls';
import { read, write } from './define.js';

export const pollEndpoints = {
  // [auth] the viewer's polls, with their vote and switches (resolvers clear them after a change)
  pollPage: read<PollPageParams, PollPage>('/vote/page'),
  pollDetail: read<PollIdParams, PollDetail>('/vote/detail'),
  submitPollVote: write<PollSubmitParams, PollDetail>('/vote/submit'),
  setPollPush: write<PollPushParams, PollPushSwitches>('/vote/edit/pushSwitch'),
  setPollOptionPush: write<PollOptionPushParams, PollPushSwitches>('/vote/edit/optionPushSwitch'),
  removePoll: write<PollIdParams, PollRemoved>('/vote/remove'),
};
