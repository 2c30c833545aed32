import { appInfoV1 } from '@tote/contract/v1/app';
import { catalogMenuV1 } from '@tote/contract/v1/catalog';
import { read, sharedRead } from './define.js';

export const appEndpoints = {
  appInit: read(appInfoV1.init),
  appDynamic: sharedRead(appInfoV1.dynamic),
  menu: sharedRead(catalogMenuV1.index),
};
