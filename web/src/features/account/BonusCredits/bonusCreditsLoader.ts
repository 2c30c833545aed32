import type { LoaderFunctionArgs } from 'react-router';
import BonusCreditsScreenQuery, {
  type BonusCreditsScreenQuery as Q,
} from '../../../__generated__/BonusCreditsScreenQuery.graphql.ts';
import { loadSignedInScreenQuery } from '../../../platform/relay/loadScreenQuery.ts';
import { requireLogin } from '../../../platform/session/guards.ts';

/** /account/bonus-credits-and-referrals: every signed-in shopper (points come from referrals too). */
export function bonusCreditsLoader(args: LoaderFunctionArgs) {
  requireLogin(args);
  return loadSignedInScreenQuery<Q>(BonusCreditsScreenQuery, {}, 'store-and-network');
}
