/** The share and support /v1 endpoints (contract/src/share.ts, contract/src/support.ts). */
import { sharesV1 } from '@tote/contract/v1/shares';
import { supportV1 } from '@tote/contract/v1/support';
import { read, write } from './define.js';

export const shareEndpoints = {
  // Public: what anyone with the link sees (no session sent, so the answer is everyone's).
  shareInfo: read(sharesV1.info, { anonymous: true }),
  // POST: the filter nests.
  shareProductList: read(sharesV1.productList, { anonymous: true }),
  shareFilter: read(sharesV1.filter, { anonymous: true }),
  // [auth]
  shareGenerate: write(sharesV1.generate),
  shareRevoke: write(sharesV1.revoke),
  shareAnalyze: write(sharesV1.analyze),
  supportRequest: write(supportV1.request),
};
