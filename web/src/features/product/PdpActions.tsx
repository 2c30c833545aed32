import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { MAX_PURCHASE_QUANTITY } from '@tote/contract/tote';
import type { PdpActions_buttons$key } from '../../__generated__/PdpActions_buttons.graphql.ts';
import type { PdpActions_product$key } from '../../__generated__/PdpActions_product.graphql.ts';
import type { SaleType } from '../../__generated__/useAddToToteMutation.graphql.ts';
import type { PickedSize } from './SizePicker/SizePicker.tsx';
import { QuantityControl } from '../../ui/QuantityControl/QuantityControl.tsx';
import { useAddToToteMutation, optimisticToteAdd } from '../tote/index.ts';
import { useTrackEvent } from '../../platform/tracking/useTrackEventMutation.ts';
import { newIdempotencyKey } from '../../platform/relay/idempotencyKey.ts';
import { useRequireLogin } from '../../platform/session/useRequireLogin.ts';
import { openDrawer, showToast } from '../../platform/state/ui.ts';
import { BackInStockRequest } from './BackInStockRequest.tsx';
import { formatDateTime } from '../../platform/format/dates.ts';

interface Props {
  product: PdpActions_product$key;
  colorId: number;
  picked: PickedSize | null;
}

function rentNoteFor(reason: string | null | undefined, upperLimit: number): string | null {
  if (reason === 'MEMBERSHIP')
    return `Renting is part of the membership: members rent up to ${upperLimit} items at a time.`;
  if (reason === 'TOTE_FULL') return 'Your Tote is full: send an item back or remove one to rent this.';
  return null;
}

/**
 * The product page's rent and buy buttons. Their state comes from the shopper's Tote
 * (`toteButtons`); a guest sees the plain labels and goes to login, coming back here after.
 */
export function PdpActions({ product, colorId, picked }: Props) {
  const data = useFragment(
    graphql`
      fragment PdpActions_product on Product {
        id
        productId
        title
        price {
          formatted
        }
        config {
          canRent
          canBuy
        }
        ...PdpActions_buttons
      }
    `,
    product,
  );
  const buttons = useFragment<PdpActions_buttons$key>(
    graphql`
      fragment PdpActions_buttons on Product {
        toteButtons {
          canRent
          rentLabel
          rentDisabledReason
          canBuy
          buyLabel
          rentSkusInTote
          purchaseSkusInTote
          rentCount
          upperLimit
        }
      }
    `,
    data,
  ).toteButtons;
  const [quantity, setQuantity] = useState(1);
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState<SaleType | null>(null);
  const [addToTote] = useAddToToteMutation();
  const requireLogin = useRequireLogin();
  const track = useTrackEvent();

  const soldOut = picked !== null && picked.stock === 0;
  const inToteForRent = picked !== null && (buttons?.rentSkusInTote.includes(picked.sku) ?? false);
  const canRent = (buttons ? buttons.canRent : (data.config?.canRent ?? true)) && !soldOut;
  const canBuy = (buttons ? buttons.canBuy : (data.config?.canBuy ?? true)) && !soldOut;
  const rentLabel = inToteForRent ? 'In your Tote' : soldOut ? 'Sold out' : (buttons?.rentLabel ?? 'Add to Tote');
  const buyLabel = soldOut ? 'Sold out' : (buttons?.buyLabel ?? `Buy for ${data.price.formatted}`);
  const rentNote = buttons ? rentNoteFor(buttons.rentDisabledReason, buttons.upperLimit) : null;
  const maxQuantity = Math.max(1, Math.min(MAX_PURCHASE_QUANTITY, picked?.stock ?? MAX_PURCHASE_QUANTITY));

  const add = async (saleType: SaleType) => {
    if (!requireLogin()) return;
    if (!picked) {
      setNote('Please select a size.');
      return;
    }
    if (saleType === 'RENT' && inToteForRent) {
      openDrawer('cartOrderPreview');
      return;
    }
    setNote(null);
    setBusy(saleType);
    const pieces = saleType === 'RENT' ? 1 : Math.min(quantity, maxQuantity);
    try {
      const { addToTote: payload } = await addToTote(
        {
          input: {
            saleType,
            sku: picked.sku,
            quantity: saleType === 'PURCHASE' ? pieces : null,
            idempotencyKey: newIdempotencyKey(),
          },
        },
        {
          optimisticUpdater: (store) =>
            optimisticToteAdd(store, {
              pieces,
              productRecordId: data.id,
              rentSku: saleType === 'RENT' ? picked.sku : undefined,
            }),
        },
      );
      const [error] = payload.userErrors;
      if (error) {
        setNote(error.message);
        return;
      }
      track({ eventType: 'ADD_TOTE_BOX', productId: data.productId, colorId });
      setQuantity(1);
      openDrawer('cartOrderPreview');
    } catch {
      showToast('Your Tote could not be updated. Please try again.');
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="pdp-actions">
      {buttons && buttons.upperLimit > 0 ? (
        <p className="pdp-actions__slots">
          {buttons.rentCount} of {buttons.upperLimit} rental slots in your Tote
        </p>
      ) : null}
      <button
        type="button"
        className="button pdp-actions__rent"
        disabled={(!canRent && !inToteForRent) || busy !== null}
        aria-busy={busy === 'RENT'}
        onClick={() => void add('RENT')}
      >
        {rentLabel}
      </button>
      {rentNote && !soldOut ? <p className="pdp-actions__note">{rentNote}</p> : null}
      {picked?.heldUntil ? (
        <p className="pdp-actions__held" role="status">
          Held for you until {formatDateTime(picked.heldUntil)}: you asked first. Add it to your Tote to rent it.
        </p>
      ) : null}
      <div className="pdp-actions__buy">
        <QuantityControl
          value={Math.min(quantity, maxQuantity)}
          max={maxQuantity}
          label={`Quantity of ${data.title} to buy`}
          disabled={!canBuy}
          onChange={setQuantity}
        />
        <button
          type="button"
          className="button button--ghost pdp-actions__buy-button"
          disabled={!canBuy || busy !== null}
          aria-busy={busy === 'PURCHASE'}
          onClick={() => void add('PURCHASE')}
        >
          {buyLabel}
        </button>
      </div>
      {note ? (
        <p className="pdp-actions__alert" role="alert">
          {note}
        </p>
      ) : null}
      {soldOut && picked ? <BackInStockRequest sku={picked.sku} sizeLabel={picked.label} /> : null}
    </div>
  );
}
