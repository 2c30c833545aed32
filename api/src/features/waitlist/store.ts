/** The waitlist's entries, the shopper's status and modal, and the subscribe gate (contract/waitlist.ts). */
import { ErrorCode } from '@tote/contract/codes';
import type { CheckoutMode } from '@tote/contract/checkout';
import {
  WAITLIST_SIGN_UP_LINK,
  WaitlistCopy,
  WaitlistMessages,
  type WaitlistModal,
  type WaitlistState,
  type WaitlistStatus,
} from '@tote/contract/waitlist';
import { findUserByEmail } from '../accounts/index.js';
import type { Db } from '../../platform/db/schema.js';
import { ApiError } from '../../platform/http/errors.js';
import type { WaitlistSettings } from './settings.js';

/** The checkout modes that start a membership. */
const GATED_MODES: readonly CheckoutMode[] = ['subscribe', 'resubscribe'];

interface Place {
  state: 'none' | 'waiting' | 'admitted';
  position: number | null;
}

async function placeOf(db: Db, userId: number): Promise<Place> {
  const entry = await db
    .selectFrom('waitlist_entries')
    .select(['created_at', 'admitted_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!entry) return { state: 'none', position: null };
  if (entry.admitted_at) return { state: 'admitted', position: null };
  const ahead = await db
    .selectFrom('waitlist_entries')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('admitted_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('created_at', '<', entry.created_at),
        eb.and([eb('created_at', '=', entry.created_at), eb('user_id', '<', userId)]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return { state: 'waiting', position: Number(ahead.n) + 1 };
}

function modalFor(on: boolean, state: WaitlistState, position: number | null): WaitlistModal {
  const visible = on && state !== 'admitted';
  if (state === 'waiting')
    return {
      visible,
      subtitle: WaitlistCopy.waitingSubtitle,
      title: WaitlistCopy.waitingTitle,
      text: WaitlistCopy.waitingText.replace('{position}', String(position)),
      btnVisible: false,
      btnLink: null,
    };
  const guest = state === 'guest';
  return {
    visible,
    subtitle: WaitlistCopy.subtitle,
    title: WaitlistCopy.title,
    text: guest ? WaitlistCopy.guestText : WaitlistCopy.text,
    btnVisible: visible,
    btnLink: guest ? WAITLIST_SIGN_UP_LINK : null,
  };
}

/** The shopper's status (userId null: a guest). */
export async function waitlistStatus(
  db: Db,
  settings: WaitlistSettings,
  userId: number | null,
): Promise<WaitlistStatus> {
  const on = settings.on;
  const { state, position }: { state: WaitlistState; position: number | null } =
    userId === null ? { state: 'guest', position: null } : await placeOf(db, userId);
  return { on, state, position, modal: modalFor(on, state, position) };
}

/** Puts the shopper on the list; a second call keeps the first place (and an admission). */
export async function joinWaitlist(db: Db, userId: number): Promise<void> {
  await db
    .insertInto('waitlist_entries')
    .values({ user_id: userId })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

/** Admits the account with that e-mail (joining it first if it never did); false for an unknown e-mail. */
export async function admit(db: Db, email: string, now = new Date()): Promise<boolean> {
  const user = await findUserByEmail(db, email);
  if (!user) return false;
  await db
    .insertInto('waitlist_entries')
    .values({ user_id: user.id, admitted_at: now })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet((eb) => ({ admitted_at: eb.fn.coalesce('waitlist_entries.admitted_at', eb.val(now)) })),
    )
    .execute();
  return true;
}

/** 20013 / 20014 while the waitlist is on and the mode starts a membership for someone not admitted. */
export async function assertMayStartMembership(
  db: Db,
  settings: WaitlistSettings,
  userId: number,
  mode: CheckoutMode,
): Promise<void> {
  if (!settings.on || !GATED_MODES.includes(mode)) return;
  const { state } = await placeOf(db, userId);
  if (state === 'none') throw new ApiError(ErrorCode.NOT_IN_WAITLIST, WaitlistMessages.notInWaitlist);
  if (state === 'waiting') throw new ApiError(ErrorCode.WAITING_IN_WAITLIST, WaitlistMessages.waiting);
}
