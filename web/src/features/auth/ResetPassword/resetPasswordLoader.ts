import ResetPasswordScreenQuery, {
  type ResetPasswordScreenQuery as Q,
} from '../../../__generated__/ResetPasswordScreenQuery.graphql.ts';
import { loadScreenQuery } from '../../../platform/relay/loadScreenQuery.ts';

export function resetPasswordLoader() {
  return loadScreenQuery<Q>(ResetPasswordScreenQuery, {});
}
