import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import { createOperationDescriptor, fetchQuery, getRequest, type IEnvironment } from 'relay-runtime';
import { useLocation } from 'react-router';
import { BANNER_RESERVED_ATTRIBUTE, ENTRANCE_POP_ID, firstDuePop, popsAllowedOn } from '@tote/contract/popups';
import type { PopupsQuery } from '../../__generated__/PopupsQuery.graphql.ts';
import { BACKGROUND } from '../../platform/relay/network.ts';
import { ErrorBoundary } from '../../ui/ErrorBoundary/ErrorBoundary.tsx';
import { WhenIdle } from '../../ui/Deferred/WhenIdle.tsx';
import { useCalmMoment } from './calmMoment.ts';
import type { Pop } from './pop.ts';
import { isEntranceVisible, readPopRecord } from './popupStorage.ts';
import { TopBanner } from './TopBanner.tsx';
import './Banners.css';

// The pop-up's code loads only when one is due: most visits have none.
const loadPopupModal = () => import('./PopupModal.tsx');
const PopupModal = lazy(() => loadPopupModal().then((module) => ({ default: module.PopupModal })));

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

/**
 * What an environment's store holds pops for, and the ask under way since the audience changed. Kept per
 * environment (the browser has one; each test and each server render its own) and set when the ask is made, not
 * after a commit: a render that suspends never commits, and a choice that flipped between its attempts would ask
 * again at each (the store-or-network and network-only answers are different entries for Relay).
 */
interface AskedPops {
  audience: PopsAudience;
  /** Settles when the pops of `audience` are in the store; null once they are. */
  arriving: Promise<void> | null;
  failure?: unknown;
}
const asked = new WeakMap<IEnvironment, AskedPops>();

function askedFor(environment: IEnvironment, audience: PopsAudience): AskedPops {
  const known = asked.get(environment);
  if (known?.audience === audience) return known;
  const ask: AskedPops = { audience, arriving: null };
  // The store holds another audience's pops (none on the first ask: the store's own check decides then).
  if (known)
    ask.arriving = fetchQuery<PopupsQuery>(
      environment,
      popupsQuery,
      {},
      {
        fetchPolicy: 'network-only',
        networkCacheConfig: BACKGROUND,
      },
    )
      .toPromise()
      .then(
        () => undefined,
        (failure: unknown) => {
          ask.failure = failure;
        },
      )
      .finally(() => {
        ask.arriving = null;
      });
  asked.set(environment, ask);
  return ask;
}

/** The pops are in the store for this audience already: a banner may show with the page itself. */
function usePopsKnown(audience: PopsAudience): boolean {
  const environment = useRelayEnvironment();
  const [known] = useState(() => {
    const ask = asked.get(environment);
    return (
      ask?.audience === audience &&
      ask.arriving === null &&
      environment.check(createOperationDescriptor(getRequest(popupsQuery), {})).status === 'available'
    );
  });
  return known;
}

/**
 * The banners and pop-ups of /app/init (contract/popups.ts). A query of their own, asked when a browsing page
 * first needs them and then read from the store (asked again when the store is invalidated — sign-in, log-out —
 * or the audience changes): in each screen's query they would cost an /app/init call per page. In the background:
 * a failure shows nothing, and the page never waits for them.
 */
export function usePops(audience: PopsAudience): readonly Pop[] {
  const ask = askedFor(useRelayEnvironment(), audience);
  // Suspends as Relay's own hooks do (a thrown promise): `use` would have to be called in every later render too.
  if (ask.arriving) throw ask.arriving;
  if (ask.failure !== undefined) throw ask.failure;
  const data = useLazyLoadQuery<PopupsQuery>(
    popupsQuery,
    {},
    { fetchPolicy: 'store-or-network', networkCacheConfig: BACKGROUND },
  );
  return data.appInit?.popups ?? [];
}

/**
 * The banner the document reserved a strip for (contract/popups.ts): its first inline script marked
 * `<html data-banner>` before the page was drawn. It holds for the document's first page only: the first banner
 * strip to mount takes it (in an effect, once that page is drawn).
 */
const reservedBanner = (): string | null =>
  typeof document === 'undefined' ? null : document.documentElement.getAttribute(BANNER_RESERVED_ATTRIBUTE);
const takeReservation = () => document.documentElement.removeAttribute(BANNER_RESERVED_ATTRIBUTE);

/** Pops show on browsing pages only (never over a form or a flow), decided when the screen mounts. */
function useAllowed(): boolean {
  const { pathname } = useLocation();
  const [allowed] = useState(() => popsAllowedOn(pathname));
  return allowed;
}

function Quietly({ children }: { children: ReactNode }) {
  return <ErrorBoundary fallback={() => null}>{children}</ErrorBoundary>;
}

/**
 * The banner strip above the header: the first due banner of /app/init, in a space that never appears under the
 * shopper's eyes. On the document's first page that is the banner the document reserved: the server draws the
 * strip's box (Banners.css shows it only when reserved), which the banner fills once the browser is idle after
 * hydration (the header and the screen first), so the page never moves. On a later page, a due banner shows with the
 * new page when the pops are already known. A banner that becomes known only after its page was drawn waits for the
 * next page.
 */
export function TopBannerSlot({ audience }: { audience: PopsAudience }) {
  const allowed = useAllowed();
  useEffect(() => {
    // A page without pops drops a reservation all the same: a later page must not take it for its own.
    if (!allowed) takeReservation();
  }, [allowed]);
  if (!allowed) return null;
  return (
    <WhenIdle fallback={<div className="top-banner-space" aria-hidden="true" />}>
      <Quietly>
        <BannerStrip audience={audience} />
      </Quietly>
    </WhenIdle>
  );
}

function BannerStrip({ audience }: { audience: PopsAudience }) {
  const known = usePopsKnown(audience);
  const [reserved] = useState(reservedBanner);
  useEffect(takeReservation, []);
  return (
    <Suspense fallback={reserved ? <div className="top-banner-placeholder" aria-hidden="true" /> : null}>
      <DueBanner audience={audience} reserved={reserved} known={known} />
    </Suspense>
  );
}

function DueBanner({ audience, reserved, known }: { audience: PopsAudience; reserved: string | null; known: boolean }) {
  const pops = usePops(audience);
  const [banner, setBanner] = useState(() => {
    const banners = pops.filter((pop) => pop.kind === 'BANNER');
    if (reserved) return banners.find((pop) => pop.id === reserved) ?? null;
    return known ? firstDuePop(banners, readPopRecord, Date.now()) : null;
  });
  return banner ? <TopBanner pop={banner} onDone={() => setBanner(null)} /> : null;
}

/**
 * The first due pop-up of /app/init, in a modal, opened at a calm moment (calmMoment.ts): never before the browser is
 * first idle after hydration.
 */
export function PopupSlot({ audience }: { audience: PopsAudience }) {
  if (!useAllowed()) return null;
  return (
    <WhenIdle>
      <Quietly>
        <Suspense fallback={null}>
          <DuePopup audience={audience} />
        </Suspense>
      </Quietly>
    </WhenIdle>
  );
}

function duePopup(pops: readonly Pop[]): Pop | null {
  const popups = pops.filter((pop) => pop.kind === 'POPUP' && (pop.id !== ENTRANCE_POP_ID || isEntranceVisible()));
  return firstDuePop(popups, readPopRecord, Date.now());
}

function DuePopup({ audience }: { audience: PopsAudience }) {
  const pops = usePops(audience);
  const [popup, setPopup] = useState(() => duePopup(pops));
  const calm = useCalmMoment();
  useEffect(() => {
    // Its code is fetched while the page waits for a calm moment, so it opens at that moment, not later.
    if (popup) void loadPopupModal();
  }, [popup]);
  if (!popup || !calm) return null;
  return (
    <Suspense fallback={null}>
      <PopupModal pop={popup} onDone={() => setPopup(null)} />
    </Suspense>
  );
}
