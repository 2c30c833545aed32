/**
 * The headers every request of the web app carries to the api (SPEC §3 "Session and request headers", §7): the app
 * id, the source (the layout it runs in), the stored location, the api version the last answer named (SPEC §7:
 * "the api-version response header is stored") and the session timestamp: when app init was stored. The gateway
 * passes them on; the device id and the session travel in cookies.
 */
import { API_VERSION_HEADER, RequestHeader, WEB_APP_ID, type WebSource } from '@tote/contract/envelope';
import { MOBILE_MAX_WIDTH } from '../hooks/useIsMobile.ts';
import { appInitStoredAt } from '../state/appInitStored.ts';
import { storedLocation } from '../state/storedLocation.ts';

let apiVersion: string | null = null;

/** Keeps the api version an answer names, for the requests after it. */
export function rememberApiVersion(response: Pick<Response, 'headers'>): void {
  const version = response.headers.get(API_VERSION_HEADER);
  if (version) apiVersion = version;
}

function source(): WebSource {
  return window.innerWidth <= MOBILE_MAX_WIDTH ? 'web-mobile' : 'web-desktop';
}

/** Empty on the server: a page's queries run in the gateway, which has the page request's own headers. */
export function clientHeaders(): Record<string, string> {
  if (typeof window === 'undefined') return {};
  const location = storedLocation();
  const sessionAt = appInitStoredAt();
  return {
    [RequestHeader.appId]: WEB_APP_ID,
    [RequestHeader.source]: source(),
    // A header's value is Latin-1 at most: the record (a city may be "Zürich") goes URI-encoded; the api decodes it.
    ...(location ? { [RequestHeader.location]: encodeURIComponent(JSON.stringify(location)) } : {}),
    ...(apiVersion ? { [RequestHeader.apiVersion]: apiVersion } : {}),
    ...(sessionAt ? { [RequestHeader.sessionTimestamp]: String(sessionAt) } : {}),
  };
}
