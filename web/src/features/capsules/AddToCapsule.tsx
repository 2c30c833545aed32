import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { AddToCapsuleQuery } from '../../__generated__/AddToCapsuleQuery.graphql.ts';
import { Link } from 'react-router';
import { NETWORK_ERROR_MESSAGE } from '../../platform/relay/errorReactions.ts';
import { showToast } from '../../platform/state/ui.ts';
import { errorText } from './errorText.ts';
import { useAddToCapsuleMutation } from './useAddToCapsuleMutation.ts';
import './Capsules.css';

function CapsuleChoices({ productId, onDone }: { productId: number; onDone: () => void }) {
  const data = useLazyLoadQuery<AddToCapsuleQuery>(
    graphql`
      query AddToCapsuleQuery {
        viewer {
          capsules {
            id
            capsuleId
            name
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const [add] = useAddToCapsuleMutation();
  const capsules = data.viewer?.capsules ?? [];
  const choose = async (capsuleId: number, name: string) => {
    try {
      const message = errorText((await add({ input: { capsuleId, productId } })).addToCapsule.userErrors);
      showToast(message ?? `Added to ${name}.`, message ? 'error' : 'success');
      if (!message) onDone();
    } catch {
      showToast(NETWORK_ERROR_MESSAGE, 'error');
    }
  };
  if (capsules.length === 0)
    return (
      <p className="add-to-capsule__empty">
        No capsules yet: <Link to="/wishlist">make one on your wishlist</Link>.
      </p>
    );
  return (
    <ul className="add-to-capsule__menu" aria-label="Your capsules">
      {capsules.map((c) => (
        <li key={c.id}>
          <button type="button" className="link-button" onClick={() => void choose(c.capsuleId, c.name)}>
            {c.name}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The product page's "Add to capsule": a signed-in shopper's capsules, as a small menu. */
export function AddToCapsule({ productId }: { productId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="add-to-capsule">
      <button type="button" className="button button--ghost" aria-expanded={open} onClick={() => setOpen(!open)}>
        Add to capsule
      </button>
      {open ? (
        <Suspense fallback={<p className="add-to-capsule__empty">Loading your capsules…</p>}>
          <CapsuleChoices productId={productId} onDone={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
