/** The share and support /v1 endpoints (contract/src/share.ts, contract/src/support.ts). */
import type { FilterInfo, Page, ProductCard } from '@tote/contract/catalog';
import type {
  ShareGenerateParams,
  ShareInfo,
  ShareInfoParams,
  ShareLink,
  ShareProductListParams,
  ShareViews,
} from '@tote/contract/share';
import type { SupportRequestCreated, SupportRequestParams } from '@tote/contract/support';
import { read, write } from './define.js';

export const shareEndpoints = {
  // Public: what anyone with the link sees (no session sent, so the answer is everyone's).
  shareInfo: read<ShareInfoParams, ShareInfo>('/share/info', 'GET', { anonymous: true }),
  // POST: the filter nests.
  shareProductList: read<ShareProductListParams, Page<ProductCard>>('/share/productList', 'POST', { anonymous: true }),
  shareFilter: read<ShareInfoParams, FilterInfo>('/share/filter', 'GET', { anonymous: true }),
  // [auth]
  shareGenerate: write<ShareGenerateParams, ShareLink>('/share/generate'),
  shareRevoke: write<ShareInfoParams, ShareLink>('/share/revoke'),
  shareAnalyze: write<ShareInfoParams, ShareViews>('/share/analyze'),
  supportRequest: write<SupportRequestParams, SupportRequestCreated>('/support/request'),
};
