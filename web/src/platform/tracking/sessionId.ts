import { fetchQuery, graphql, type Environment } from 'react-relay';
import type { sessionIdQuery } from '../../__generated__/sessionIdQuery.graphql.ts';
import { BACKGROUND } from '../relay/network.ts';
import { recordAppInitStored } from '../state/appInitStored.ts';
import { readStored, writeStored } from '../state/webStorage.ts';

/**
 * App init's sessionId, kept for the browser session (a tab's sessionStorage). A request of its own, once per
 * session and in the background: in the screens' queries it would make every page uncacheable (a fresh id per call).
 */
export const SESSION_ID_KEY = 'tote:sessionId';

const query = graphql`
  query sessionIdQuery {
    appInit {
      sessionId
    }
  }
`;

/** The session id when known (events sent before it is loaded go without one). */
export function currentSessionId(): string | null {
  return readStored('sessionStorage', SESSION_ID_KEY);
}

/**
 * The session id: the stored one, else app init's (then stored, with the time of storage); null when app init
 * cannot give one.
 */
export async function loadSessionId(environment: Environment): Promise<string | null> {
  const known = currentSessionId();
  if (known) return known;
  try {
    const data = await fetchQuery<sessionIdQuery>(
      environment,
      query,
      {},
      { networkCacheConfig: BACKGROUND },
    ).toPromise();
    const id = data?.appInit?.sessionId ?? null;
    if (id) {
      writeStored('sessionStorage', SESSION_ID_KEY, id);
      recordAppInitStored();
    }
    return id;
  } catch {
    return null;
  }
}
