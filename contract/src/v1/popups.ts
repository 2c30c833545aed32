/** The /v1 endpoints of the api's popups feature (api/src/features/popups/). */
import { bool } from '../params.js';
import { z } from 'zod';
import { endpoint } from './endpoint.js';
import type { PopupsSwitched } from '../popups.js';

/** features/popups/routes.ts */
export const popupsV1 = {
  switch: endpoint<PopupsSwitched>()({
    path: '/admin/popups/switch',
    methods: ['POST'],
    access: 'admin',
    params: z.object({ on: bool() }),
  }),
};
