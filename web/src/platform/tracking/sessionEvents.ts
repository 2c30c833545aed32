import type { TrackEventType } from '../../__generated__/useTrackEventMutation.graphql.ts';
import { firstVisitAt, recordFirstVisit } from './firstVisit.ts';
import { firstInSession } from '../state/webStorage.ts';

const INIT_KEY = 'tote:tracked:init';
const RETURNING_KEY = 'tote:tracked:returning';

/**
 * The visit events due now (SPEC §4), each claimed at once so it is never sent twice:
 * - `tote_init` once per browser session;
 * - `first_time_visitor` when no first-visit timestamp is stored (then it is stored);
 * - `returning_visitor` once per session when a timestamp exists and the shopper is logged in — asked again when
 *   the login state changes, so logging in later in the session counts. Not in the session of the first visit:
 *   a new visitor who signs up is not a returning one.
 */
export function dueVisitEvents(loggedIn: boolean, now: number = Date.now()): TrackEventType[] {
  const due: TrackEventType[] = [];
  if (firstInSession(INIT_KEY)) due.push('TOTE_INIT');
  if (firstVisitAt() === null) {
    recordFirstVisit(now);
    firstInSession(RETURNING_KEY);
    due.push('FIRST_TIME_VISITOR');
  } else if (loggedIn && firstInSession(RETURNING_KEY)) {
    due.push('RETURNING_VISITOR');
  }
  return due;
}
