import type { LoaderFunctionArgs } from 'react-router';
import StyleSurveyScreenQuery, {
  type StyleSurveyScreenQuery as Q,
} from '../../__generated__/StyleSurveyScreenQuery.graphql.ts';
import { loadSignedInScreenQuery } from '../../platform/relay/loadScreenQuery.ts';
import { requireLogin } from '../../platform/session/guards.ts';

/** /style-survey: needs login; read from the network so a resumed survey opens where it was left. */
export function styleSurveyLoader(args: LoaderFunctionArgs) {
  requireLogin(args);
  return loadSignedInScreenQuery<Q>(StyleSurveyScreenQuery, {}, 'network-only');
}
