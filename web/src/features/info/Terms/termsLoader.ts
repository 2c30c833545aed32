import type { LoaderFunctionArgs } from 'react-router';
import TermsScreenQuery, { type TermsScreenQuery as Q } from '../../../__generated__/TermsScreenQuery.graphql.ts';
import { loadScreenQuery } from '../../../platform/relay/loadScreenQuery.ts';
import { screenVariables } from '../../../platform/relay/screenVariables.ts';

export function termsLoader(args: LoaderFunctionArgs) {
  return loadScreenQuery<Q>(TermsScreenQuery, screenVariables('terms', args));
}
