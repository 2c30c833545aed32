import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { BoxStatus, ToteView_tote$key } from '../../__generated__/ToteView_tote.graphql.ts';
import { useRemoveFromToteMutation } from './useRemoveFromToteMutation.ts';
import { useEditToteItemMutation } from './useEditToteItemMutation.ts';
import { useUndoToteRemovalMutation } from './useUndoToteRemovalMutation.ts';
import { optimisticToteCount } from './toteUpdaters.ts';
import type { UserErrorLike } from '../../platform/relay/userErrors.ts';
import { showToast } from '../../platform/state/ui.ts';
import { ToteSectionList } from './ToteSectionList.tsx';
import type { ToteItemActions } from './ToteItemRow.tsx';

interface Props {
  tote: ToteView_tote$key;
}

const SECTIONS = ['rent', 'purchase'] as const;

/** Takes an item out of its section in the store at once (the response brings the real Tote). */
function removeFromStore(store: RecordSourceSelectorProxy, toteId: string, itemId: string, pieces: number): void {
  const tote = store.get(toteId);
  for (const name of SECTIONS) {
    const section = tote?.getLinkedRecord(name);
    const items = section?.getLinkedRecords('items');
    if (!section || !items) continue;
    const kept = items.filter((record) => record?.getDataID() !== itemId);
    if (kept.length === items.length) continue;
    section.setLinkedRecords(kept, 'items');
    const num = section.getValue('num');
    if (typeof num === 'number') section.setValue(Math.max(0, num - pieces), 'num');
  }
  optimisticToteCount(store, -pieces);
}

/** Errors of a Tote change: the first one as a toast (the store already has the server's Tote back). */
function reportErrors(errors: readonly UserErrorLike[]): boolean {
  const [error] = errors;
  if (error) showToast(error.message);
  return error === undefined;
}

/** The box's state beside the rent counter: an open box needs no word. */
const BOX_STATUS_NOTE: Partial<Record<BoxStatus, string>> = { FULL: ' · Full', LOCKED: ' · Locked' };

/**
 * The Tote with both sections, their empty states, an undo for the last removal and the purchase
 * subtotal. Every change is optimistic; Relay rolls it back when the request fails.
 */
export function ToteView({ tote }: Props) {
  const data = useFragment(
    graphql`
      fragment ToteView_tote on Tote {
        id
        count
        upperLimit
        boxStatus
        topInfo
        bottomInfo
        billing {
          messages
        }
        rent {
          num
          ...ToteSectionList_section
        }
        purchase {
          num
          items {
            lineTotal {
              amount
            }
          }
          ...ToteSectionList_section
        }
      }
    `,
    tote,
  );
  const [removeItems] = useRemoveFromToteMutation();
  const [editItem] = useEditToteItemMutation();
  const [undo, undoing] = useUndoToteRemovalMutation();
  const [removed, setRemoved] = useState<string | null>(null);

  const actions: ToteItemActions = {
    remove: ({ id, title, pieces }) => {
      removeItems(
        { input: { itemIds: [id] } },
        { optimisticUpdater: (store) => removeFromStore(store, data.id, id, pieces) },
      )
        .then(({ removeFromTote }) => {
          if (reportErrors(removeFromTote.userErrors)) setRemoved(title);
        })
        .catch(() => {});
    },
    setQuantity: ({ id, from, to }) => {
      editItem(
        { input: { itemId: id, quantity: to } },
        {
          optimisticUpdater: (store) => {
            store.get(id)?.setValue(to, 'quantity');
            optimisticToteCount(store, to - from);
          },
        },
      )
        .then(({ editToteItem }) => reportErrors(editToteItem.userErrors))
        .catch(() => {});
    },
    setChecked: ({ id, checked }) => {
      editItem(
        { input: { itemId: id, checked } },
        { optimisticUpdater: (store) => store.get(id)?.setValue(checked, 'checked') },
      )
        .then(({ editToteItem }) => reportErrors(editToteItem.userErrors))
        .catch(() => {});
    },
  };

  const restore = () => {
    undo({})
      .then(({ undoToteRemoval }) => {
        if (reportErrors(undoToteRemoval.userErrors)) setRemoved(null);
      })
      .catch(() => {});
  };

  const subtotal = data.purchase.items.reduce((sum, item) => sum + item.lineTotal.amount, 0);

  return (
    <div className="tote-view">
      {data.topInfo ? <p className="tote-view__info">{data.topInfo}</p> : null}
      {removed ? (
        <div className="tote-view__undo" role="status">
          <span>Removed {removed}.</span>
          <button type="button" className="link-button" disabled={undoing} onClick={restore}>
            Undo
          </button>
        </div>
      ) : null}
      <ToteSectionList
        section={data.rent}
        title="Rent"
        counter={`${data.rent.num} / ${data.upperLimit}${BOX_STATUS_NOTE[data.boxStatus] ?? ''}`}
        actions={actions}
      />
      <ToteSectionList
        section={data.purchase}
        title="Buy"
        counter={`${data.purchase.num} ${data.purchase.num === 1 ? 'piece' : 'pieces'}`}
        actions={actions}
      />
      {data.purchase.num > 0 ? (
        <p className="tote-view__subtotal">
          <span>Purchase subtotal</span>
          <span>{new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(subtotal)}</span>
        </p>
      ) : null}
      {data.billing.messages.map((message) => (
        <p key={message} className="tote-view__billing">
          {message}
        </p>
      ))}
      {data.bottomInfo ? <p className="tote-view__bottom">{data.bottomInfo}</p> : null}
    </div>
  );
}
