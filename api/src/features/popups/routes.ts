/** The back office's /v1/admin/popups/switch (contract/popups.ts "The setting"). */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PopupsSwitched } from '@tote/contract/popups';
import { adminKeyCheck } from '../auth/index.js';
import { bool } from '@tote/contract/params';
import { route } from '../../platform/http/route.js';
import type { Announce } from '../../platform/shared-switches.js';
import type { PopupSettings } from './settings.js';

export function registerPopupAdminRoutes(
  app: FastifyInstance,
  deps: { settings: PopupSettings; production: boolean; adminKey: string | undefined; announce?: Announce },
): void {
  route(app, {
    path: '/admin/popups/switch',
    methods: ['POST'],
    before: adminKeyCheck(deps.adminKey, deps.production),
    params: z.object({ on: bool() }),
    handler: async (p): Promise<PopupsSwitched> => {
      deps.settings.on = p.on;
      await deps.announce?.('popups', p.on);
      return { on: deps.settings.on };
    },
  });
}
