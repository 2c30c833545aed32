/** The back office's /v1/admin/popups/switch (contract/popups.ts "The setting"). */
import type { FastifyInstance } from 'fastify';
import type { PopupsSwitched } from '@tote/contract/popups';
import { implement } from '../../platform/http/implement.js';
import type { Announce } from '../../platform/shared-switches.js';
import { popupsV1 } from '@tote/contract/v1/popups';
import type { PopupSettings } from './settings.js';

export function registerPopupAdminRoutes(
  app: FastifyInstance,
  deps: { settings: PopupSettings; production: boolean; adminKey: string | undefined; announce?: Announce },
): void {
  implement(app, popupsV1, {
    switch: async (p): Promise<PopupsSwitched> => {
      deps.settings.on = p.on;
      await deps.announce?.('popups', p.on);
      return { on: deps.settings.on };
    },
  });
}
