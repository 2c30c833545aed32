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
 * What an environment's store holds pops for, and the ask under way. Kept per environment (the browser has one;
 * each test and each server render its own) and set when the ask is made, not after a commit, so a render made
 * again asks nothing new. Nothing suspends on it: a slot draws nothing (or its reserved box) until the pops are in
 * the store, then reads them. A slot that suspended held up a page navigation (a transition waits for its data)
 * and, inside a test's act(), once looped forever.
 */
interface AskedPops {
  audience: PopsAudience;
  /** Settles when the pops of `audience` are in the store; null once they are. */
  arriving: Promise<void> | null;
  failed: boolean;
}
const asked = new WeakMap<IEnvironment, AskedPops>();
const popsOperation = () => createOperationDescriptor(getRequest(popupsQuery), {});

function askedFor(environment: IEnvironment, audience: PopsAudience): AskedPops {
  const known = asked.get(environment);
  const status = environment.check(popsOperation()).status;
  // Asked for this audience already: asked again only once the store was invalidated (sign-in, log-out).
  if (known?.audience === audience && (known.arriving !== null || status !== 'stale')) return known;
  // Kept for the page's life (one small query): the collector never drops it, so a page that mounts later reads it.
  if (!known) environment.retain(popsOperation());
  const ask: AskedPops = { audience, arriving: null, failed: false };
  // On the first ask the store may hold them already (the server's page); another audience's pops are refetched.
  if (known || status !== 'available')
    ask.arriving = fetchQuery<PopupsQuery>(
      environment,
      popupsQuery,
      {},
      { fetchPolicy: known ? 'network-only' : 'store-or-network', networkCacheConfig: BACKGROUND },
    )
      .toPromise()
      .then(
        () => undefined,
        () => {
          ask.failed = true;
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
      ask?.audience === audience && ask.arriving === null && environment.check(popsOperation()).status === 'available'
    );
  });
  return known;
}

/**
 * Whether the pops of `audience` are in the store (contract/popups.ts), asking for them when a browsing page first
 * needs them: then they are read from the store (asked again when the store is invalidated — sign-in, log-out — or
 * the audience changes). A query of their own: in each screen's query they would cost an /app/init call per page.
 * In the background: a failure shows nothing, and the page never waits for them.
 */
function usePopsReady(audience: PopsAudience): boolean {
  const ask = askedFor(useRelayEnvironment(), audience);
  const [, settled] = useState(0);
  // The promise this render saw: it may settle before the effect runs, and its `then` fires all the same.
  const arriving = ask.arriving;
  useEffect(() => {
    let live = true;
    void arriving?.then(() => live && settled((n) => n + 1));
    return () => {
      live = false;
    };
  }, [arriving]);
  return ask.arriving === null && !ask.failed;
}

/** The pops in the store, once usePopsReady says they are there (store-only: it neither fetches nor suspends). */
function usePops(): readonly Pop[] {
  const data = useLazyLoadQuery<PopupsQuery>(popupsQuery, {}, { fetchPolicy: 'store-only' });
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
  const ready = usePopsReady(audience);
  const [reserved] = useState(reservedBanner);
  useEffect(takeReservation, []);
  if (!ready) return reserved ? <div className="top-banner-placeholder" aria-hidden="true" /> : null;
  return <DueBanner reserved={reserved} known={known} />;
}

function DueBanner({ reserved, known }: { reserved: string | null; known: boolean }) {
  const pops = usePops();
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
        <DuePopup audience={audience} />
      </Quietly>
    </WhenIdle>
  );
}

function duePopup(pops: readonly Pop[]): Pop | null {
  const popups = pops.filter((pop) => pop.kind === 'POPUP' && (pop.id !== ENTRANCE_POP_ID || isEntranceVisible()));
  return firstDuePop(popups, readPopRecord, Date.now());
}

function DuePopup({ audience }: { audience: PopsAudience }) {
  return usePopsReady(audience) ? <ReadyPopup /> : null;
}

function ReadyPopup() {
  const pops = usePops();
  const [popup, setPopup] = useState(() => duePopup(pops));
  const [loaded, setLoaded] = useState(false);
  // Its code is fetched first, and the calm moment judged after: so it opens at that moment, not later.
  const calm = useCalmMoment(loaded);
  useEffect(() => {
    if (popup) void loadPopupModal().then(() => setLoaded(true));
  }, [popup]);
  if (!popup || !calm) return null;
  return (
    <Suspense fallback={null}>
      <PopupModal pop={popup} onDone={() => setPopup(null)} />
    </Suspense>
  );
}
