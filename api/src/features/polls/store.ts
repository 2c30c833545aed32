/** Product polls: reads with the member's vote and switches, votes, switches, removal (contract/polls.ts). */
import { sql } from 'kysely';
import { ErrorCode } from '@tote/contract/codes';
import { PollMessages, pollPercent, type PollDetail, type PollPage, type PollPushSwitches } from '@tote/contract/polls';
import type { Db } from '../../platform/db/schema.js';
import { loadCards } from '../catalog/index.js';
import { ApiError, notFound } from '../../platform/http/errors.js';

interface PollRow {
  id: number;
  title: string;
  description: string;
  ends_at: Date | null;
  created_at: Date;
}

const isOpen = (p: PollRow, now: Date): boolean => p.ends_at === null || p.ends_at > now;

/** Polls the member has not removed. */
function visiblePolls(db: Db, userId: number) {
  return db
    .selectFrom('polls as p')
    .leftJoin('poll_members as m', (j) => j.onRef('m.poll_id', '=', 'p.id').on('m.user_id', '=', userId))
    .where('m.removed_at', 'is', null)
    .select(['p.id', 'p.title', 'p.description', 'p.ends_at', 'p.created_at']);
}

async function visiblePoll(db: Db, userId: number, pollId: number): Promise<PollRow> {
  const poll = await visiblePolls(db, userId).where('p.id', '=', pollId).executeTakeFirst();
  if (!poll) throw notFound(`Poll ${pollId}`);
  return poll;
}

/** The polls as the member sees them: options with their products, the member's vote and switches, results. */
async function details(db: Db, userId: number, polls: PollRow[]): Promise<PollDetail[]> {
  if (polls.length === 0) return [];
  const ids = polls.map((p) => p.id);
  const [options, mine, members] = await Promise.all([
    db
      .selectFrom('poll_options as o')
      .leftJoin('poll_option_pushes as s', (j) => j.onRef('s.option_id', '=', 'o.id').on('s.user_id', '=', userId))
      .where('o.poll_id', 'in', ids)
      .select(['o.id', 'o.poll_id', 'o.product_id', 's.push_on'])
      .select((eb) =>
        eb
          .selectFrom('poll_votes as v')
          .whereRef('v.option_id', '=', 'o.id')
          .select(sql<number>`count(*)::int`.as('n'))
          .as('votes'),
      )
      .orderBy('o.poll_id')
      .orderBy('o.position')
      .execute(),
    db
      .selectFrom('poll_votes')
      .where('user_id', '=', userId)
      .where('poll_id', 'in', ids)
      .select(['poll_id', 'option_id'])
      .execute(),
    db
      .selectFrom('poll_members')
      .where('user_id', '=', userId)
      .where('poll_id', 'in', ids)
      .select(['poll_id', 'push_on'])
      .execute(),
  ]);
  const cards = new Map(
    (
      await loadCards(
        db,
        options.map((o) => o.product_id),
      )
    ).map((c) => [c.shopProductId, c]),
  );
  const votedOf = new Map(mine.map((v) => [v.poll_id, v.option_id]));
  const pushOf = new Map(members.map((m) => [m.poll_id, m.push_on]));
  const now = new Date();
  return polls.map((p) => {
    const own = options.filter((o) => o.poll_id === p.id);
    const votedOptionId = votedOf.get(p.id) ?? null;
    const open = isOpen(p, now);
    const showResults = votedOptionId !== null || !open;
    const total = own.reduce((sum, o) => sum + (o.votes ?? 0), 0);
    return {
      voteId: p.id,
      title: p.title,
      description: p.description,
      endsAt: p.ends_at?.toISOString() ?? null,
      open,
      votedOptionId,
      totalVotes: showResults ? total : null,
      pushOn: pushOf.get(p.id) ?? false,
      options: own.map((o) => ({
        optionId: o.id,
        product: cards.get(o.product_id) ?? null,
        voteCount: showResults ? (o.votes ?? 0) : null,
        percent: showResults ? pollPercent(o.votes ?? 0, total) : null,
        voted: o.id === votedOptionId,
        pushOn: o.push_on ?? false,
      })),
      createdAt: p.created_at.toISOString(),
    };
  });
}

export async function pollDetail(db: Db, userId: number, pollId: number): Promise<PollDetail> {
  const [detail] = await details(db, userId, [await visiblePoll(db, userId, pollId)]);
  return detail!;
}

/** Open polls the member has not removed, newest first. */
export async function pollPage(db: Db, userId: number, pageIndex: number, pageSize: number): Promise<PollPage> {
  const open = visiblePolls(db, userId).where((eb) =>
    eb.or([eb('p.ends_at', 'is', null), eb('p.ends_at', '>', sql<Date>`now()`)]),
  );
  const [rows, count] = await Promise.all([
    open
      .orderBy('p.created_at', 'desc')
      .orderBy('p.id', 'desc')
      .limit(pageSize)
      .offset((pageIndex - 1) * pageSize)
      .execute(),
    open
      .clearSelect()
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { list: await details(db, userId, rows), total: count.n };
}

async function optionOf(db: Db, pollId: number, optionId: number): Promise<void> {
  const option = await db
    .selectFrom('poll_options')
    .where('id', '=', optionId)
    .where('poll_id', '=', pollId)
    .select('id')
    .executeTakeFirst();
  if (!option) throw notFound(`Option ${optionId}`);
}

/** One vote per member and poll: the primary key keeps the first of two racing votes. */
export async function submitVote(db: Db, userId: number, pollId: number, optionId: number): Promise<PollDetail> {
  const poll = await visiblePoll(db, userId, pollId);
  await optionOf(db, pollId, optionId);
  if (!isOpen(poll, new Date())) throw new ApiError(ErrorCode.POLL_VOTE_REFUSED, PollMessages.closed);
  const inserted = await db
    .insertInto('poll_votes')
    .values({ poll_id: pollId, user_id: userId, option_id: optionId })
    .onConflict((oc) => oc.columns(['poll_id', 'user_id']).doNothing())
    .returning('option_id')
    .executeTakeFirst();
  if (!inserted) throw new ApiError(ErrorCode.POLL_VOTE_REFUSED, PollMessages.alreadyVoted);
  return pollDetail(db, userId, pollId);
}

export async function pushSwitches(db: Db, userId: number, pollId: number): Promise<PollPushSwitches> {
  const { voteId, pushOn, options } = await pollDetail(db, userId, pollId);
  return { voteId, pushOn, options: options.map((o) => ({ optionId: o.optionId, pushOn: o.pushOn })) };
}

export async function setPollPush(db: Db, userId: number, pollId: number, pushOn: boolean): Promise<PollPushSwitches> {
  await visiblePoll(db, userId, pollId);
  await db
    .insertInto('poll_members')
    .values({ poll_id: pollId, user_id: userId, push_on: pushOn })
    .onConflict((oc) => oc.columns(['user_id', 'poll_id']).doUpdateSet({ push_on: pushOn }))
    .execute();
  return pushSwitches(db, userId, pollId);
}

export async function setOptionPush(
  db: Db,
  userId: number,
  pollId: number,
  optionId: number,
  pushOn: boolean,
): Promise<PollPushSwitches> {
  await visiblePoll(db, userId, pollId);
  await optionOf(db, pollId, optionId);
  await db
    .insertInto('poll_option_pushes')
    .values({ option_id: optionId, user_id: userId, push_on: pushOn })
    .onConflict((oc) => oc.columns(['user_id', 'option_id']).doUpdateSet({ push_on: pushOn }))
    .execute();
  return pushSwitches(db, userId, pollId);
}

/** Hides the poll for the member; a vote already cast still counts. */
export async function removePoll(db: Db, userId: number, pollId: number): Promise<void> {
  await visiblePoll(db, userId, pollId);
  await db
    .insertInto('poll_members')
    .values({ poll_id: pollId, user_id: userId, removed_at: sql<Date>`now()` })
    .onConflict((oc) => oc.columns(['user_id', 'poll_id']).doUpdateSet({ removed_at: sql<Date>`now()` }))
    .execute();
}
