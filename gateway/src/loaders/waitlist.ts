/** The waitlist's /v1 endpoints (contract/src/waitlist.ts). */
import type { WaitlistStatus } from '@tote/contract/waitlist';
import { read, write } from './define.js';

type None = Record<string, never>;

export const waitlistEndpoints = {
  // with the session when there is one: the viewer's place
  waitlistStatus: read<None, WaitlistStatus>('/waitlist/status'),
  // [auth]
  joinWaitlist: write<None, WaitlistStatus>('/waitlist/signup'),
};
