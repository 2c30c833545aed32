/** The /v1 endpoints of the api's app feature (api/src/features/app/). */
import { z } from 'zod';
import { endpoint } from './endpoint.js';
import type { AppDynamic, AppInit } from '../catalog.js';

/** features/app/app-info-routes.ts */
export const appInfoV1 = {
  init: endpoint<AppInit>()({
    path: '/app/init',
    methods: ['GET', 'POST'],
    access: 'viewer',
    params: z.object({}),
  }),
  dynamic: endpoint<AppDynamic>()({
    path: '/app/dynamic',
    methods: ['GET'],
    access: 'public',
    params: z.object({}),
  }),
};
