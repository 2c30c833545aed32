/**
 * Answers about the shopper's own account, read from the database as the rest of the shop reads
 * them: free Tote slots (the rent limit minus the rental items in the Tote), the next billing or
 * pause-end date, the membership status, the saved sizes, the bonus credits.
 */
import type { Db } from '../../platform/db/schema.js';
import type { UserRow } from '../auth/index.js';
import { money } from '../catalog/index.js';
import { longDate, memberInfo } from '../member/index.js';
import { el } from './compose.js';
import { LINKS, signInFirst, type Planned } from './replies.js';

const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;
const dayOf = (ymd: string): string => longDate(new Date(`${ymd}T00:00:00Z`));

/** Rental items in the shopper's Tote, the most it holds, and the membership status. */
export async function toteCounts(db: Db, userId: number) {
  const [{ held }, u] = await Promise.all([
    db
      .selectFrom('tote_items')
      .select((eb) => eb.fn.countAll<number>().as('held'))
      .where('user_id', '=', userId)
      .where('sale_type', '=', 'rent')
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('users')
      .select(['tote_upper_limit', 'sub_status'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  const inTote = Number(held);
  return { inTote, limit: u.tote_upper_limit, free: Math.max(0, u.tote_upper_limit - inTote), status: u.sub_status };
}

export async function toteSlots(db: Db, user: UserRow | null): Promise<Planned> {
  if (!user) return signInFirst('see your Tote');
  const { inTote, limit, free, status } = await toteCounts(db, user.id);
  const counts = `${inTote} of ${limit} rental items are in it`;
  let text =
    free === 0
      ? `Your Tote is full: ${counts}. Remove one to make room for something new.`
      : `You have ${plural(free, 'free slot')} in your Tote: ${counts}.`;
  if (status !== 'Subscribed')
    text += ` Renting needs an active membership${status === 'Paused' ? ': resume yours to rent again' : ''}.`;
  const tail = [el.quick('Find something to rent', 'Show me new dresses in my size', 'get_products')];
  if (status !== 'Subscribed' && status !== 'Paused')
    tail.push(el.button('Become a member', 'redirect_link', LINKS.subscribe));
  return { kind: 'chat_reply', text, tail };
}

export async function billing(db: Db, user: UserRow | null): Promise<Planned> {
  if (!user) return signInFirst('see your billing dates');
  const m = await memberInfo(db, user.id);
  const manage = el.button('Manage membership', 'redirect_link', LINKS.membership);
  if (m.subStatus === 'Paused') {
    const until = m.pausedExpired ? ` until ${longDate(new Date(m.pausedExpired))}` : '';
    const resumes = m.nextBillingDate ? ` Billing resumes on ${dayOf(m.nextBillingDate)}.` : '';
    return { kind: 'chat_reply', text: `Your membership is paused${until}.${resumes}`, tail: [manage] };
  }
  if (m.subStatus === 'Subscribed' && m.nextBillingDate) {
    const unlock = m.boxLocked
      ? ` Your next box unlocks that day too, or you can unlock it early.`
      : ' Your box is open: you can order rentals now.';
    return {
      kind: 'chat_reply',
      text: `Your next billing date is ${dayOf(m.nextBillingDate)}.${unlock}`,
      tail: [manage],
    };
  }
  return {
    kind: 'chat_reply',
    text: `You have no upcoming billing. ${m.messageList.join(' ')}`.trim(),
    tail: [el.button('Become a member', 'redirect_link', LINKS.subscribe)],
  };
}

export async function membership(db: Db, user: UserRow | null): Promise<Planned> {
  if (!user) return signInFirst('see your membership');
  const m = await memberInfo(db, user.id);
  const plan = m.plan ? ` on the ${m.plan.name} plan` : '';
  const status: Record<string, string> = {
    Subscribed: `You're a member${plan}, and you can rent up to ${m.toteUpperLimit} items at a time.`,
    Paused: `Your membership${plan} is paused.`,
    Cancelled: 'Your membership is cancelled.',
    'Not Subscribed': "You're not a member yet.",
  };
  return {
    kind: 'chat_reply',
    text: [status[m.subStatus] ?? '', ...m.messageList].join(' ').trim(),
    tail: [
      m.subStatus === 'Subscribed' || m.subStatus === 'Paused'
        ? el.button('Manage membership', 'redirect_link', LINKS.membership)
        : el.button('Become a member', 'redirect_link', LINKS.subscribe),
    ],
  };
}

export function savedSizes(user: UserRow | null): Planned {
  if (!user) return signInFirst('save your sizes');
  const parts = [
    user.clothing_sizes.length ? `clothing ${user.clothing_sizes.join(', ')}` : null,
    user.shoe_sizes.length ? `shoes ${user.shoe_sizes.join(', ')}` : null,
  ].filter(Boolean);
  const edit = el.button('Edit my sizes', 'redirect_link', LINKS.profile);
  if (parts.length === 0)
    return { kind: 'chat_reply', text: "You haven't saved any sizes yet. Add them to your profile.", tail: [edit] };
  return {
    kind: 'chat_reply',
    text: `Your saved sizes: ${parts.join('; ')}. Say "in my size" and I'll only show those.`,
    tail: [el.quick('Dresses in my size', 'Show me dresses in my size', 'get_products'), edit],
  };
}

export async function bonus(db: Db, user: UserRow | null): Promise<Planned> {
  if (!user) return signInFirst('see your bonus credits');
  const { points } = await db.selectFrom('users').select('points').where('id', '=', user.id).executeTakeFirstOrThrow();
  const text =
    points > 0
      ? `You have $${money(points).toFixed(2)} in bonus credits (${plural(points, 'point')}). ` +
        'They come off at checkout.'
      : 'You have no bonus credits yet. Share your referral code: you get $20 when a friend subscribes.';
  return { kind: 'chat_reply', text, tail: [el.button('Bonus credits', 'redirect_link', LINKS.bonus)] };
}
