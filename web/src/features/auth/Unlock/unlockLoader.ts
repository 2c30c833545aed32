import UnlockScreenQuery, { type UnlockScreenQuery as Q } from '../../../__generated__/UnlockScreenQuery.graphql.ts';
import { loadScreenQuery } from '../../../platform/relay/loadScreenQuery.ts';

export function unlockLoader() {
  return loadScreenQuery<Q>(UnlockScreenQuery, {});
}
