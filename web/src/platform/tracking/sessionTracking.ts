import type { Environment } from 'react-relay';
import { sendTrackEvent, type TrackedEvent } from './useTrackEventMutation.ts';
import { fullReload } from '../session/fullReload.ts';
import { isLogin, subscribeSession } from '../session/sessionStore.ts';
import { claimReload, watchBuilds } from './buildManifest.ts';
import { writeDeviceCookies } from './deviceCookies.ts';
import { requestLocation } from './geolocation.ts';
import { watchIdle } from './idle.ts';
import { pageViewEvents, VIEW_PAGE_DELAY_MS } from './pageViews.ts';
import { dueVisitEvents } from './sessionEvents.ts';
import { loadSessionId } from './sessionId.ts';

interface Page {
  pathname: string;
  search: string;
}

/** What tracking needs of the data router (createBrowserRouter's): where it is, and its changes. */
export interface RouterLike {
  readonly state: { readonly location: Page };
  subscribe(listener: (state: { location: Page }) => void): () => void;
}

/**
 * The session-level client rules of SPEC §4/§9, started once next to the router (main.tsx) — outside the screens'
 * render, so a screen's requests stay its own: the device cookies and the location at start-up; the visit events
 * (sessionEvents.ts) once the session id is known, and again when the login state changes; `view_page` (and
 * `view_pdp`) 3 s after a route change — a change of the path, not of the query string alone; `page_idle` after
 * 60 s without activity; and, when a newer build is out, a full navigation at the next route change instead of
 * the in-app one (guarded: at most one per 10 s). Returns a stop function.
 */
export function startSessionTracking(router: RouterLike, environment: Environment): () => void {
  let page: Page = router.state.location;
  const refer = () => page.pathname + page.search;
  const send = (event: TrackedEvent, at: string) => sendTrackEvent(environment, event, at);

  writeDeviceCookies();
  void requestLocation();
  const builds = watchBuilds();
  const stopIdle = watchIdle(() => void send({ eventType: 'PAGE_IDLE' }, refer()));

  // Claimed synchronously (never twice), sent once the session id is known, one after the other: a first visit's
  // first event gets the device id minted (the deviceId cookie), and the next ones carry the same.
  const visit = () => {
    const due = dueVisitEvents(isLogin());
    if (due.length === 0) return;
    const at = refer();
    void loadSessionId(environment).then(async () => {
      for (const eventType of due) await send({ eventType }, at);
    });
  };
  // A task after the cookies' and the location's: its requests (the session id's, then the events') cost a phone
  // ~40 ms of main thread more, which together made one long task of the app's start.
  const firstVisit = setTimeout(visit);
  const stopSession = subscribeSession(visit);

  let viewTimer: ReturnType<typeof setTimeout> | undefined;
  const viewed = ({ pathname, search }: Page) => {
    clearTimeout(viewTimer);
    viewTimer = setTimeout(() => {
      for (const event of pageViewEvents(pathname, search)) void send(event, pathname + search);
    }, VIEW_PAGE_DELAY_MS);
  };
  viewed(page);
  const stopRouter = router.subscribe(({ location }) => {
    const changed = location.pathname !== page.pathname;
    page = location;
    if (!changed) return;
    if (builds.isOutdated() && claimReload()) return fullReload(location.pathname + location.search);
    viewed(location);
  });

  return () => {
    clearTimeout(firstVisit);
    clearTimeout(viewTimer);
    stopRouter();
    stopSession();
    stopIdle();
    builds.stop();
  };
}
