/** The /v1 endpoints of the api's waitlist feature (api/src/features/waitlist/). */
import { bool, noParams, str } from '../params.js';
import { z } from 'zod';
import { endpoint } from './endpoint.js';
import type { WaitlistAdmitted, WaitlistStatus, WaitlistSwitched } from '../waitlist.js';
import { EMAIL_MAX } from '../validation.js';

/** features/waitlist/routes.ts */
export const waitlistV1 = {
  waitlistStatus: endpoint<WaitlistStatus>()({
    path: '/waitlist/status',
    methods: ['GET', 'POST'],
    access: 'viewer',
    params: noParams,
  }),
  waitlistSignup: endpoint<WaitlistStatus>()({
    path: '/waitlist/signup',
    methods: ['POST'],
    access: 'shopper',
    params: noParams,
  }),
  adminWaitlistSwitch: endpoint<WaitlistSwitched>()({
    path: '/admin/waitlist/switch',
    methods: ['POST'],
    access: 'admin',
    params: z.object({ on: bool() }),
  }),
  adminWaitlistAdmit: endpoint<WaitlistAdmitted>()({
    path: '/admin/waitlist/admit',
    methods: ['POST'],
    access: 'admin',
    params: z.object({ email: str(EMAIL_MAX) }),
  }),
};
