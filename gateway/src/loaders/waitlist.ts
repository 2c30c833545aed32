/** The waitlist's /v1 endpoints (contract/src/waitlist.ts). */
import { waitlistV1 } from '@tote/contract/v1/waitlist';
import { read, write } from './define.js';

export const waitlistEndpoints = {
  // with the session when there is one: the viewer's place
  waitlistStatus: read(waitlistV1.waitlistStatus),
  // [auth]
  joinWaitlist: write(waitlistV1.waitlistSignup),
};
