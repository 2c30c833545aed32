import type { AppDynamic, AppInit, MenuResponse } from '../../../api/src/contract/catalog.js';
import { read } from './define.js';

type None = Record<string, never>;

export const appEndpoints = {
  appInit: read<None, AppInit>('/app/init'),
  appDynamic: read<None, AppDynamic>('/app/dynamic'),
  menu: read<None, MenuResponse>('/menu/index'),
};
