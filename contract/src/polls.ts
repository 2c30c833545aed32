/**
 * /v1 product polls contract (SPEC §7 "Votes"): members choose between products of the catalog ("Which
 * should we add for spring?"), see the results once they voted, and switch push notifications on per poll
 * and per option. Every call needs a session; a poll's state (vote, switches, removed) is the member's own.
 *
 * ## Endpoints
 * - `/vote/page` [auth] {pageIndex?, pageSize?} → PollPage: the open polls the member has not removed,
 *   newest first (pageSize 1..POLL_PAGE_SIZE_MAX, default POLL_PAGE_SIZE_DEFAULT). A poll is open until its
 *   endsAt (none: open for good).
 * - `/vote/detail` [auth] {voteId} → PollDetail, open or closed. Unknown, or removed by this member →
 *   20003 "Poll {id} not found".
 * - `/vote/submit` [auth] {voteId, optionId} → PollDetail with the results.
 *   - One vote per member and poll, for good: a second vote (even for the same option, even two racing
 *     requests) → 23008 PollMessages.alreadyVoted; the first vote stands.
 *   - A closed poll → 23008 PollMessages.closed. An option of another poll → 20003 "Option {id} not found".
 * - `/vote/query/pushSwitch` [auth] {voteId} → PollPushSwitches.
 * - `/vote/edit/pushSwitch` [auth] {voteId, pushOn} → PollPushSwitches: the poll's switch ("tell me
 *   when the results are in").
 * - `/vote/edit/optionPushSwitch` [auth] {voteId, optionId, pushOn} → PollPushSwitches: one option's
 *   switch ("tell me when this product arrives"). Switches are off until turned on; they work before
 *   and after voting.
 * - `/vote/remove` [auth] {voteId} → PollRemoved: hides the poll for this member (page leaves it out,
 *   every other call answers 20003). A vote already cast still counts.
 *
 * Results (voteCount, percent, totalVotes) are null until the member voted or the poll closed: no
 * one votes for what is already winning. percent is the option's share of all votes, rounded to a
 * whole number (so the options may sum to 99 or 101); 0 when no one voted.
 *
 * ## Codes
 *   20003 unknown or removed poll, option not of the poll · 23008 already voted, poll closed ·
 *   40001 invalid parameters · 40000 no session
 */
import type { ProductCard } from './catalog.js';

export const POLL_PAGE_SIZE_DEFAULT = 20;
export const POLL_PAGE_SIZE_MAX = 50;

export const PollMessages = {
  alreadyVoted: 'You have already voted in this poll.',
  closed: 'This poll has closed.',
} as const;

export interface PollOption {
  optionId: number;
  /** The catalog product this option stands for; null when it left the catalog. */
  product: ProductCard | null;
  /** Null until the member voted or the poll closed. */
  voteCount: number | null;
  /** 0..100, rounded; null like voteCount. */
  percent: number | null;
  /** The member's vote went to this option. */
  voted: boolean;
  /** The member's push switch for this option. */
  pushOn: boolean;
}

export interface PollDetail {
  voteId: number;
  title: string;
  description: string;
  /** ISO 8601; null: open for good. */
  endsAt: string | null;
  open: boolean;
  /** The option the member voted for; null before voting. */
  votedOptionId: number | null;
  /** Null until the member voted or the poll closed. */
  totalVotes: number | null;
  /** The member's push switch for the poll. */
  pushOn: boolean;
  options: PollOption[];
  createdAt: string; // ISO 8601
}

export interface PollPage {
  list: PollDetail[];
  total: number;
}

export interface PollPushSwitches {
  voteId: number;
  pushOn: boolean;
  options: { optionId: number; pushOn: boolean }[];
}

export interface PollRemoved {
  voteId: number;
  removed: true;
}

/** An option's share of `total` votes, 0..100, rounded; 0 when no one voted. */
export const pollPercent = (count: number, total: number): number =>
  total === 0 ? 0 : Math.round((count * 100) / total);
