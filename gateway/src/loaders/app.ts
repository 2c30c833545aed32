import type { AppDynamic, AppInit, MenuResponse } from '@tote/contract/catalog';
import { read, sharedRead } from './define.js';

type None = Record<string, never>;

export const appEndpoints = {
  appInit: read<None, AppInit>('/app/init'),
  appDynamic: sharedRead<None, AppDynamic>('/app/dynamic'),
  menu: sharedRead<None, MenuResponse>('/menu/index'),
};
