/** The capsule /v1 endpoints (contract/src/capsules.ts). */
import type {
  Capsule,
  CapsuleCreateParams,
  CapsuleDeleted,
  CapsuleIdParams,
  CapsuleList,
  CapsuleProductParams,
  CapsuleRenameParams,
} from '@tote/contract/capsules';
import { read, write } from './define.js';

export const capsuleEndpoints = {
  // [auth] the viewer's own
  capsuleList: read<Record<string, never>, CapsuleList>('/capsule/list'),
  capsuleCreate: write<CapsuleCreateParams, Capsule>('/capsule/create'),
  capsuleRename: write<CapsuleRenameParams, Capsule>('/capsule/updateName'),
  capsuleAddProduct: write<CapsuleProductParams, Capsule>('/capsule/addProduct'),
  capsuleRemoveProduct: write<CapsuleProductParams, Capsule>('/capsule/removeProduct'),
  capsuleDelete: write<CapsuleIdParams, CapsuleDeleted>('/capsule/delete'),
};
