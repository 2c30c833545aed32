import type { LoaderFunctionArgs } from 'react-router';
import { SCREEN_ROUTES, type ScreenName } from '@tote/contract/routes';
import { notFound } from './notFound.ts';

export type ScreenVariables<N extends ScreenName> = NonNullable<ReturnType<(typeof SCREEN_ROUTES)[N]['variables']>>;

/**
 * A public screen's query variables from its URL, by the route table the gateway shares (it preloads the
 * same query into the page); a URL that names nothing is the 404 page.
 */
export function screenVariables<N extends ScreenName>(
  name: N,
  { params, request }: Pick<LoaderFunctionArgs, 'params' | 'request'>,
): ScreenVariables<N> {
  const variables = SCREEN_ROUTES[name].variables(params, new URL(request.url).searchParams);
  if (variables === null) notFound();
  return variables as ScreenVariables<N>;
}
