import type { HomepageResponse } from '@tote/contract/catalog';
import { sharedRead } from './define.js';

export const homeEndpoints = {
  homepage: sharedRead<Record<string, never>, HomepageResponse>('/homepage/index'),
};
