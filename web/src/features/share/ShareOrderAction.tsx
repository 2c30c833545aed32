import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ShareOrderAction_order$key } from '../../__generated__/ShareOrderAction_order.graphql.ts';
import { FormAlert } from '../../ui/FormField/FormField.tsx';
import { formatShortDate } from '../../platform/format/dates.ts';
import { NETWORK_ERROR_MESSAGE } from '../../platform/relay/errorReactions.ts';
import { showToast } from '../../platform/state/ui.ts';
import { copyLink } from './copyLink.ts';
import { useRevokeShareMutation } from './useRevokeShareMutation.ts';
import { useShareOrderMutation } from './useShareOrderMutation.ts';
import './ShareOrderAction.css';

type Link = { shareId: string; url: string; expiresAt: string };

/**
 * "Share order" on the order page: a placed order (paid or free, not cancelled, with items) gets a
 * read-only link (shareOrder) that the shopper copies (Clipboard API) or selects. An item of the
 * order page's action list.
 */
export function ShareOrderAction({ order }: { order: ShareOrderAction_order$key }) {
  const o = useFragment(
    graphql`
      fragment ShareOrderAction_order on Order {
        orderId
        status
        paymentStatus
        lines {
          saleType
        }
      }
    `,
    order,
  );
  const [share, sharing] = useShareOrderMutation();
  const [revoke, revoking] = useRevokeShareMutation();
  const [link, setLink] = useState<Link | null>(null);
  const [error, setError] = useState<string | null>(null);
  const placed = (o.paymentStatus === 'SUCCESS' || o.paymentStatus === 'FREE') && o.status !== 'CANCELLED';
  if (!placed || !o.lines.some((line) => line.saleType !== null)) return null;

  const create = async () => {
    setError(null);
    try {
      const { shareOrder } = await share({ input: { orderId: o.orderId } });
      if (!shareOrder.share) setError(shareOrder.userErrors.map((e) => e.message).join(' ') || 'Sharing failed.');
      else setLink(shareOrder.share);
    } catch {
      setError(NETWORK_ERROR_MESSAGE);
    }
  };
  const stop = async (shareId: string) => {
    setError(null);
    try {
      const { revokeShare } = await revoke({ input: { shareId } });
      if (!revokeShare.share) return setError(revokeShare.userErrors.map((e) => e.message).join(' '));
      setLink(null);
      showToast('The link no longer works.', 'success');
    } catch {
      setError(NETWORK_ERROR_MESSAGE);
    }
  };
  return (
    <li className={`share-link${link ? ' share-link--open' : ''}`}>
      {link ? (
        <>
          <p>Anyone with this link sees the items and status of this order — not prices, payment or address.</p>
          <div className="share-link__row">
            <input
              className="field__input"
              readOnly
              value={link.url}
              aria-label="Share link"
              onFocus={(event) => event.currentTarget.select()}
            />
            <button type="button" className="button button--ghost" onClick={() => void copyLink(link.url)}>
              Copy link
            </button>
          </div>
          <p className="order-page__hint">
            The link works until {formatShortDate(link.expiresAt)}.{' '}
            <button type="button" className="link-button" disabled={revoking} onClick={() => void stop(link.shareId)}>
              Stop sharing
            </button>
          </p>
        </>
      ) : (
        <button type="button" className="link-button" disabled={sharing} onClick={() => void create()}>
          {sharing ? 'Making a link…' : 'Share order'}
        </button>
      )}
      {error ? <FormAlert>{error}</FormAlert> : null}
    </li>
  );
}
