import type { HomepageResponse } from '../../../api/src/contract/catalog.js';
import { read } from './define.js';

export const homeEndpoints = {
  homepage: read<Record<string, never>, HomepageResponse>('/homepage/index'),
};
