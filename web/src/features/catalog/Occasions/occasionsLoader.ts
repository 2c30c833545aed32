import type { LoaderFunctionArgs } from 'react-router';
import OccasionsScreenQuery, {
  type OccasionsScreenQuery as Q,
} from '../../../__generated__/OccasionsScreenQuery.graphql.ts';
import { loadScreenQuery } from '../../../platform/relay/loadScreenQuery.ts';
import { screenVariables } from '../../../platform/relay/screenVariables.ts';

/** /occasions lists the occasions; `?code=` selects one and shows its products too. */
export function occasionsLoader(args: LoaderFunctionArgs) {
  return loadScreenQuery<Q>(OccasionsScreenQuery, screenVariables('occasions', args));
}
