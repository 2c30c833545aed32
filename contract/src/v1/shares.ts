/** The /v1 endpoints of the api's shares feature (api/src/features/shares/). */
import { LIST_PAGE_SIZE_MAX, id, int, listParams } from '../params.js';
import { SHARE_ID_PATTERN, SHARE_RESOURCE_TYPES } from '../share.js';
import { z } from 'zod';
import { endpoint } from './endpoint.js';
import type { FilterInfo, Page, ProductCard } from '../catalog.js';
import type { ShareInfo, ShareLink, ShareViews } from '../share.js';

const shareId = () =>
  z
    .string()
    .trim()
    .max(64, { error: 'not a share id', abort: true })
    .regex(SHARE_ID_PATTERN, { error: 'not a share id' });

/** features/shares/routes.ts */
export const sharesV1 = {
  generate: endpoint<ShareLink>()({
    path: '/share/generate',
    methods: ['POST'],
    access: 'shopper',
    params: z.object({ resourceId: z.union([z.literal(0), id()]), resourceType: z.enum(SHARE_RESOURCE_TYPES) }),
  }),
  info: endpoint<ShareInfo>()({
    path: '/share/info',
    methods: ['GET', 'POST'],
    access: 'public',
    params: z.object({ shareId: shareId() }),
  }),
  /** /share/productList: a shared set, paged, narrowed and sorted like a catalog listing. */
  productList: endpoint<Page<ProductCard>>()({
    path: '/share/productList',
    methods: ['POST', 'GET'],
    access: 'public',
    params: listParams({ shareId: shareId(), pageSize: int(1, LIST_PAGE_SIZE_MAX).optional() }),
  }),
  filter: endpoint<FilterInfo>()({
    path: '/share/filter',
    methods: ['GET', 'POST'],
    access: 'public',
    params: z.object({ shareId: shareId() }),
  }),
  analyze: endpoint<ShareViews>()({
    path: '/share/analyze',
    methods: ['POST'],
    access: 'viewer',
    params: z.object({ shareId: shareId() }),
  }),
  revoke: endpoint<ShareLink>()({
    path: '/share/revoke',
    methods: ['POST'],
    access: 'shopper',
    params: z.object({ shareId: shareId() }),
  }),
};
