/** The pops /app/init sends to a caller (contract/popups.ts "What /app/init sends"). */
import type { PopAudience, PopInfo } from '@tote/contract/popups';
import type { Db } from '../../platform/db/schema.js';
import type { AuthState } from '../auth/index.js';
import type { PopupTable } from './tables.js';
import { allColumns } from '../../platform/db/column-list.js';

/** Named: read on every /app/init, a prepared statement. */
// prettier-ignore
const POPUP_COLUMNS = allColumns<PopupTable>()([
  'pop_id', 'kind', 'title', 'content', 'link', 'link_label', 'image', 'audience', 'max_show_count',
  'min_interval_seconds', 'starts_at', 'ends_at', 'position',
]);

/** The audiences that take in the caller: a guest is also a non-member. */
export function audiencesOf(auth: AuthState | undefined): PopAudience[] {
  if (auth?.kind !== 'user') return ['all', 'guest', 'non_member'];
  return auth.user.is_member ? ['all', 'member'] : ['all', 'non_member'];
}

const iso = (d: Date | null): string | null => (d ? new Date(d).toISOString() : null);

export async function activePops(db: Db, audiences: PopAudience[], now = new Date()): Promise<PopInfo[]> {
  const rows = await db
    .selectFrom('popups')
    .select(POPUP_COLUMNS)
    .where('audience', 'in', audiences)
    .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', now)]))
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .orderBy('position')
    .orderBy('pop_id')
    .execute();
  return rows.map((r) => ({
    popId: r.pop_id,
    kind: r.kind,
    title: r.title,
    content: r.content,
    link: r.link,
    linkLabel: r.link_label,
    image: r.image,
    audience: r.audience,
    maxShowCount: r.max_show_count,
    minIntervalSeconds: r.min_interval_seconds,
    startsAt: iso(r.starts_at),
    endsAt: iso(r.ends_at),
  }));
}
