import { lazy, Suspense, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useLocation } from 'react-router';
import { ENTRANCE_POP_ID } from '@tote/contract/popups';
import type { Popups_query$key } from '../__generated__/Popups_query.graphql.ts';
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

/**
 * The banners and pop-ups of /app/init (contract/popups.ts), in every screen's shell (they come in the screen's one
 * request): the first due banner at the top and the first due pop-up in a modal, chosen when the screen mounts from
 * the local keys (popupStorage.ts), on browsing pages only (pages.ts). The banner overlays the top of the page, so
 * nothing moves (no layout shift).
 */
export function Popups({ query }: { query: Popups_query$key }) {
  const data = useFragment(
    graphql`
      fragment Popups_query on Query {
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
    `,
    query,
  );
  const { pathname } = useLocation();
  const [chosen] = useState(() => {
    const pops = popsAllowedOn(pathname) ? (data.appInit?.popups ?? []) : [];
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
