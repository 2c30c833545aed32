import type { AppDynamic, AppInit, MenuResponse } from '@tote/contract/catalog';
import { read } from './define.js';

type None = Record<string, never>;

export const appEndpoints = {
  appInit: read<None, AppInit>('/app/init'),
  appDynamic: read<None, AppDynamic>('/app/dynamic'),
  menu: read<None, MenuResponse>('/menu/index'),
};
