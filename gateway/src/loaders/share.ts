/** The share and support /v1 endpoints (contract/src/share.ts, contract/src/support.ts). */
import type { ShareGenerateParams, ShareInfoParams, ShareLink, SharedOrderView } from '@tote/contract/share';
import type { SupportRequestCreated, SupportRequestParams } from '@tote/contract/support';
import { read, write } from './define.js';

export const shareEndpoints = {
  // Public: what anyone with the link sees (no session sent, so the answer is everyone's).
  shareInfo: read<ShareInfoParams, SharedOrderView>('/share/info', 'GET', { anonymous: true }),
  // [auth]
  shareGenerate: write<ShareGenerateParams, ShareLink>('/share/generate'),
  shareRevoke: write<ShareInfoParams, ShareLink>('/share/revoke'),
  supportRequest: write<SupportRequestParams, SupportRequestCreated>('/support/request'),
};
