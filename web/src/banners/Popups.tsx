import { lazy, Suspense, useEffect, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useLocation } from 'react-router';
import { ENTRANCE_POP_ID } from '@tote/contract/popups';
import type { PopupsQuery } from '../__generated__/PopupsQuery.graphql.ts';
import { ErrorBoundary } from '../components/ErrorBoundary/ErrorBoundary.tsx';
import { BACKGROUND } from '../relay/network.ts';
import type { Pop } from './pop.ts';
import { popsAllowedOn } from './pages.ts';
import { isEntranceVisible, isPopDue, readPopRecord } from './popupStorage.ts';
import { TopBanner } from './TopBanner.tsx';
import './Banners.css';

// The pop-up's code loads only when one is due: most visits have none.
const PopupModal = lazy(() => import('./PopupModal.tsx').then((module) => ({ default: module.PopupModal })));

function due(pops: readonly Pop[], kind: Pop['kind'], now: number): Pop | null {
  return (
    pops.find(
      (pop) =>
        pop.kind === kind &&
        (pop.id !== ENTRANCE_POP_ID || isEntranceVisible()) &&
        isPopDue({ popId: pop.id, ...pop }, readPopRecord(pop.id), now),
    ) ?? null
  );
}

const popupsQuery = graphql`
  query PopupsQuery {
    appInit {
      popups {
        id
        kind
        title
        content
        link
        linkLabel
        image
        maxShowCount
        minIntervalSeconds
      }
    }
  }
`;

/** Whom the pop-ups in the store were asked for: the api answers them by audience. */
export type PopsAudience = 'guest' | 'member' | 'non_member';
let storedFor: PopsAudience | undefined;

/**
 * The banners and pop-ups of /app/init (contract/popups.ts): the first due banner at the top and the first due pop-up
 * in a modal, chosen when the screen mounts from the local keys (popupStorage.ts), on browsing pages only (pages.ts).
 * A query of their own, asked when a browsing page first needs them and then read from the store (asked again when
 * the store is invalidated — sign-in, log-out — or the audience changes): in each screen's query they cost an
 * /app/init call per page. In the background: a failure shows nothing, and the page never waits for them. The
 * banner overlays the top of the page, so nothing moves (no layout shift).
 */
export function Popups({ audience }: { audience: PopsAudience }) {
  const { pathname } = useLocation();
  const [allowed] = useState(() => popsAllowedOn(pathname));
  if (!allowed) return null;
  return (
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <DuePops audience={audience} />
      </Suspense>
    </ErrorBoundary>
  );
}

function DuePops({ audience }: { audience: PopsAudience }) {
  const data = useLazyLoadQuery<PopupsQuery>(
    popupsQuery,
    {},
    {
      fetchPolicy: storedFor === undefined || storedFor === audience ? 'store-or-network' : 'network-only',
      fetchKey: audience,
      networkCacheConfig: BACKGROUND,
    },
  );
  useEffect(() => {
    storedFor = audience;
  }, [audience]);
  const [chosen] = useState(() => {
    const pops = data.appInit?.popups ?? [];
    const now = Date.now();
    return { banner: due(pops, 'BANNER', now), popup: due(pops, 'POPUP', now) };
  });
  const [banner, setBanner] = useState(chosen.banner);
  const [popup, setPopup] = useState(chosen.popup);

  return (
    <>
      {banner ? <TopBanner pop={banner} onDone={() => setBanner(null)} /> : null}
      {popup ? (
        <Suspense fallback={null}>
          <PopupModal pop={popup} onDone={() => setPopup(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
