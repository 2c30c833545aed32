import type { LoaderFunctionArgs } from 'react-router';
import MyProfileScreenQuery, {
  type MyProfileScreenQuery as Q,
} from '../../../__generated__/MyProfileScreenQuery.graphql.ts';
import { loadSignedInScreenQuery } from '../../../platform/relay/loadScreenQuery.ts';
import { requireLogin } from '../../../platform/session/guards.ts';

export function myProfileLoader(args: LoaderFunctionArgs) {
  requireLogin(args);
  return loadSignedInScreenQuery<Q>(MyProfileScreenQuery, {});
}
