import DownloadAppScreenQuery, {
  type DownloadAppScreenQuery as Q,
} from '../../__generated__/DownloadAppScreenQuery.graphql.ts';
import { loadScreenQuery } from '../../relay/loadScreenQuery.ts';

export function downloadAppLoader() {
  return loadScreenQuery<Q>(DownloadAppScreenQuery, {});
}
