import { catalogHomeV1 } from '@tote/contract/v1/catalog';
import { sharedRead } from './define.js';

export const homeEndpoints = {
  homepage: sharedRead(catalogHomeV1.index),
};
