/** The /v1 endpoints of the api's app feature (api/src/features/app/). */
import { z } from 'zod';
import { str } from '../params.js';
import { endpoint } from './endpoint.js';
import type { AppDynamic, AppInit } from '../catalog.js';
import type { LocationRecord } from '../location.js';

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
  /** The caller's location record (contract/location.ts): its address as the api's TRUST_PROXY resolves it. */
  location: endpoint<LocationRecord>()({
    path: '/app/location',
    methods: ['GET'],
    access: 'viewer',
    params: z.object({}),
  }),
};

/** What /dev/request-headers answers: the client headers of a device's latest request, as the api read them. */
export interface SeenRequestHeaders {
  appId: string | null;
  source: string | null;
  apiVersion: string | null;
  location: Record<string, unknown> | string | null;
  userAgent: string | null;
}

/** features/app/dev-routes.ts (development and tests only) */
export const appDevV1 = {
  requestHeaders: endpoint<SeenRequestHeaders | null>()({
    path: '/dev/request-headers',
    methods: ['GET'],
    access: 'public',
    params: z.object({ device_id: str(128) }),
  }),
};
