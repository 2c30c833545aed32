import type { HomepageResponse } from '@tote/contract/catalog';
import { read } from './define.js';

export const homeEndpoints = {
  homepage: read<Record<string, never>, HomepageResponse>('/homepage/index'),
};
