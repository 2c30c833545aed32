/** The capsule /v1 endpoints (contract/src/capsules.ts). */
import { capsulesV1 } from '@tote/contract/v1/capsules';
import { read, write } from './define.js';

export const capsuleEndpoints = {
  // [auth] the viewer's own
  capsuleList: read(capsulesV1.list),
  capsuleCreate: write(capsulesV1.create),
  capsuleRename: write(capsulesV1.updateName),
  capsuleAddProduct: write(capsulesV1.addProduct),
  capsuleRemoveProduct: write(capsulesV1.removeProduct),
  capsuleDelete: write(capsulesV1.delete),
};
