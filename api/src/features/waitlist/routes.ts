/** /v1/waitlist/* and the back office's /v1/admin/waitlist/* (contract/waitlist.ts). */
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@tote/contract/codes';
import {
  WaitlistMessages,
  type WaitlistAdmitted,
  type WaitlistStatus,
  type WaitlistSwitched,
} from '@tote/contract/waitlist';
import type { Db } from '../../platform/db/schema.js';
import { requireUser } from '../auth/index.js';
import { ApiError } from '../../platform/http/errors.js';
import { implement } from '../../platform/http/implement.js';
import type { Announce } from '../../platform/shared-switches.js';
import type { WaitlistSettings } from './settings.js';
import { waitlistV1 } from '@tote/contract/v1/waitlist';
import { admit, joinWaitlist, waitlistStatus } from './store.js';

export interface WaitlistDeps {
  db: Db;
  settings: WaitlistSettings;
  production: boolean;
  adminKey: string | undefined;
  /** Tells the other api instances (shared-switches.ts); none with a single instance. */
  announce?: Announce;
}

export function registerWaitlistRoutes(app: FastifyInstance, deps: WaitlistDeps): void {
  const { db, settings } = deps;
  implement(app, waitlistV1, {
    waitlistStatus: (_p, ctx): Promise<WaitlistStatus> =>
      waitlistStatus(db, settings, ctx.auth?.kind === 'user' ? ctx.auth.user.id : null),
    waitlistSignup: async (_p, ctx): Promise<WaitlistStatus> => {
      const userId = requireUser(ctx).user.id;
      await joinWaitlist(db, userId);
      return waitlistStatus(db, settings, userId);
    },
    adminWaitlistSwitch: async (p): Promise<WaitlistSwitched> => {
      settings.on = p.on;
      await deps.announce?.('waitlist', p.on);
      return { on: settings.on };
    },
    adminWaitlistAdmit: async (p): Promise<WaitlistAdmitted> => {
      if (!(await admit(db, p.email))) throw new ApiError(ErrorCode.EMAIL_NOT_FOUND, WaitlistMessages.unknownEmail);
      return { email: p.email, admitted: true };
    },
  });
}
