/** The back office's /v1/admin/popups/switch (contract/popups.ts "The setting"). */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PopupsSwitched } from '@tote/contract/popups';
import { adminKeyCheck } from '../auth/admin-key.js';
import { bool } from '../http/params.js';
import { route } from '../http/route.js';
import type { PopupSettings } from './settings.js';

export function registerPopupAdminRoutes(
  app: FastifyInstance,
  deps: { settings: PopupSettings; production: boolean; adminKey: string | undefined },
): void {
  route(app, {
    path: '/admin/popups/switch',
    methods: ['POST'],
    before: adminKeyCheck(deps.adminKey, deps.production),
    params: z.object({ on: bool() }),
    handler: (p): PopupsSwitched => {
      deps.settings.on = p.on;
      return { on: deps.settings.on };
    },
  });
}
