import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { CapsuleTile_capsule$key } from '../../__generated__/CapsuleTile_capsule.graphql.ts';
import { FormAlert } from '../../ui/FormField/FormField.tsx';
import { NETWORK_ERROR_MESSAGE } from '../../platform/relay/errorReactions.ts';
import { ShareLinkButton } from '../share/index.ts';
import { errorText } from './errorText.ts';
import { useRenameCapsuleMutation } from './useRenameCapsuleMutation.ts';
import { useRemoveFromCapsuleMutation } from './useRemoveFromCapsuleMutation.ts';
import { useDeleteCapsuleMutation } from './useDeleteCapsuleMutation.ts';
import { CAPSULE_NAME_MAX } from '@tote/contract/capsules';

/** One capsule on the wishlist screen: its covers and name; open it to see and remove its styles. */
export function CapsuleTile({ capsule, onDeleted }: { capsule: CapsuleTile_capsule$key; onDeleted: () => void }) {
  const c = useFragment(
    graphql`
      fragment CapsuleTile_capsule on Capsule {
        id
        capsuleId
        name
        productCount
        coverImages {
          url
          alt
        }
        products {
          id
          productId
          title
          url
          cover {
            url
            alt
          }
        }
      }
    `,
    capsule,
  );
  const [rename] = useRenameCapsuleMutation();
  const [remove] = useRemoveFromCapsuleMutation();
  const [del] = useDeleteCapsuleMutation();
  const [open, setOpen] = useState(false);
  const [renaming, setRenaming] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (change: () => Promise<ReadonlyArray<{ readonly message: string }>>) => {
    setError(null);
    try {
      const message = errorText(await change());
      setError(message);
      return message === null;
    } catch {
      setError(NETWORK_ERROR_MESSAGE);
      return false;
    }
  };
  const submitName = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get('name') ?? '');
    const input = { capsuleId: c.capsuleId, name };
    if (await run(async () => (await rename({ input })).renameCapsule.userErrors)) setRenaming(false);
  };
  const removeProduct = (productId: number) =>
    run(async () => (await remove({ input: { capsuleId: c.capsuleId, productId } })).removeFromCapsule.userErrors);
  const deleteCapsule = async () => {
    if (await run(async () => (await del({ input: { capsuleId: c.capsuleId } })).deleteCapsule.userErrors)) onDeleted();
  };

  return (
    <li className="capsule" aria-label={c.name}>
      <div className="capsule__covers" aria-hidden="true">
        {c.coverImages.map((image) => (
          <img key={image.url} src={image.url} alt="" loading="lazy" />
        ))}
      </div>
      {renaming ? (
        <form className="capsule__rename" onSubmit={(event) => void submitName(event)}>
          <input
            className="field__input"
            name="name"
            defaultValue={c.name}
            aria-label="Capsule name"
            maxLength={CAPSULE_NAME_MAX}
          />
          <button type="submit" className="button">
            Save
          </button>
        </form>
      ) : (
        <h3 className="capsule__name">{c.name}</h3>
      )}
      <p className="capsule__count">
        {c.productCount} {c.productCount === 1 ? 'style' : 'styles'}
      </p>
      <div className="capsule__actions">
        <button type="button" className="link-button" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? 'Close' : 'Open'}
        </button>
        <button type="button" className="link-button" onClick={() => setRenaming(!renaming)}>
          Rename
        </button>
        <button type="button" className="link-button" onClick={() => void deleteCapsule()}>
          Delete
        </button>
      </div>
      <ShareLinkButton kind="CAPSULE" resourceId={c.capsuleId} label="Share capsule" />
      {error ? <FormAlert>{error}</FormAlert> : null}
      {open ? (
        c.products.length === 0 ? (
          <p className="capsule__empty">Add styles from a product page with “Add to capsule”.</p>
        ) : (
          <ul className="capsule__products" aria-label={`Styles in ${c.name}`}>
            {c.products.map((p) => (
              <li key={p.id}>
                <img src={p.cover.url} alt={p.cover.alt} loading="lazy" />
                <Link to={p.url}>{p.title}</Link>
                <button type="button" className="link-button" onClick={() => void removeProduct(p.productId)}>
                  Remove
                </button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </li>
  );
}
