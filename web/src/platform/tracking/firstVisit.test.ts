import { beforeEach, describe, expect, it } from 'vitest';
import { FIRST_DAY_MS, FIRST_VISIT_KEY, firstVisitAt, isFirstDay, recordFirstVisit } from './firstVisit.ts';
import { dueVisitEvents } from './sessionEvents.ts';

const T0 = Date.UTC(2026, 0, 10, 12);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('first-day check (24 h from the first visit)', () => {
  it('is the first day without a stored visit, and for 24 hours after it', () => {
    expect(isFirstDay(T0)).toBe(true);
    recordFirstVisit(T0);
    expect(localStorage.getItem(FIRST_VISIT_KEY)).toBe(String(T0));
    expect(FIRST_DAY_MS).toBe(24 * 3600 * 1000);
    expect(isFirstDay(T0 + FIRST_DAY_MS - 1)).toBe(true);
    expect(isFirstDay(T0 + FIRST_DAY_MS)).toBe(false);
  });

  it('an unreadable stored value counts as none', () => {
    localStorage.setItem(FIRST_VISIT_KEY, 'yesterday');
    expect(firstVisitAt()).toBeNull();
  });
});

describe('visit events', () => {
  it('first visit: tote_init and first_time_visitor (the timestamp stored), then nothing more this session', () => {
    expect(dueVisitEvents(false, T0)).toEqual(['TOTE_INIT', 'FIRST_TIME_VISITOR']);
    expect(firstVisitAt()).toBe(T0);
    expect(dueVisitEvents(false, T0 + 1000)).toEqual([]);
    // Signing up later in the session of the first visit does not make a returning visitor.
    expect(dueVisitEvents(true, T0 + 2000)).toEqual([]);
  });

  it('a later session: tote_init; returning_visitor once, only when logged in (also on logging in later)', () => {
    recordFirstVisit(T0);
    expect(dueVisitEvents(false, T0 + FIRST_DAY_MS)).toEqual(['TOTE_INIT']);
    expect(dueVisitEvents(true, T0 + FIRST_DAY_MS + 10)).toEqual(['RETURNING_VISITOR']);
    expect(dueVisitEvents(true, T0 + FIRST_DAY_MS + 20)).toEqual([]);

    sessionStorage.clear(); // a new browser session
    expect(dueVisitEvents(true, T0 + 2 * FIRST_DAY_MS)).toEqual(['TOTE_INIT', 'RETURNING_VISITOR']);
  });
});
