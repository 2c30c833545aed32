import type { LoaderFunctionArgs } from 'react-router';
import DownloadAppScreenQuery, {
  type DownloadAppScreenQuery as Q,
} from '../../../__generated__/DownloadAppScreenQuery.graphql.ts';
import { loadScreenQuery } from '../../../platform/relay/loadScreenQuery.ts';
import { screenVariables } from '../../../platform/relay/screenVariables.ts';

export function downloadAppLoader(args: LoaderFunctionArgs) {
  return loadScreenQuery<Q>(DownloadAppScreenQuery, screenVariables('downloadApp', args));
}
