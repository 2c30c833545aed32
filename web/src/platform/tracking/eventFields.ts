import type { TrackEventInput } from '../../__generated__/useTrackEventMutation.graphql.ts';
import { MOBILE_MAX_WIDTH } from '../hooks/useIsMobile.ts';
import { isLogin } from '../session/sessionStore.ts';
import { readUserCookie } from '../session/userCookie.ts';
import { buildId } from './buildId.ts';
import { storedLocation } from '../state/storedLocation.ts';
import { currentSessionId } from './sessionId.ts';
import { timeZone } from './timeZone.ts';

/**
 * The SPEC §3 event fields the web knows, common to every tracking event: build, layout (768 px breakpoint),
 * session, user (when logged in), time zone, stored location and page. Platform, device id and IP are the
 * gateway's to add (see TrackEventInput).
 */
export function commonEventFields(refer: string): Omit<TrackEventInput, 'eventType'> {
  const location = storedLocation();
  const userId = isLogin() ? readUserCookie()?.userId : undefined;
  const sessionId = currentSessionId();
  return {
    refer,
    appVersion: buildId(),
    deviceType: window.innerWidth <= MOBILE_MAX_WIDTH ? 'MOBILE' : 'DESKTOP',
    timezone: timeZone(),
    ...(sessionId ? { sessionId } : {}),
    ...(userId ? { userId } : {}),
    ...(location
      ? {
          latitude: location.lat,
          longitude: location.lon,
          ...(location.country ? { country: location.country } : {}),
          ...(location.region ? { region: location.region } : {}),
          ...(location.city ? { city: location.city } : {}),
        }
      : {}),
  };
}
