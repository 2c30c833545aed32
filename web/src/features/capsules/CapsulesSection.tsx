import { useState, type FormEvent } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import type { CapsulesSection_user$key } from '../../__generated__/CapsulesSection_user.graphql.ts';
import type { CapsulesSectionRefetchQuery } from '../../__generated__/CapsulesSectionRefetchQuery.graphql.ts';
import { FormAlert } from '../../ui/FormField/FormField.tsx';
import { NETWORK_ERROR_MESSAGE } from '../../platform/relay/errorReactions.ts';
import { CapsuleTile } from './CapsuleTile.tsx';
import { errorText } from './errorText.ts';
import { useCreateCapsuleMutation } from './useCreateCapsuleMutation.ts';
import './Capsules.css';

/** The wishlist screen's capsules: named collections of saved styles; make one, open, rename, share, delete. */
export function CapsulesSection({ user }: { user: CapsulesSection_user$key }) {
  const [data, refetch] = useRefetchableFragment<CapsulesSectionRefetchQuery, CapsulesSection_user$key>(
    graphql`
      fragment CapsulesSection_user on User @refetchable(queryName: "CapsulesSectionRefetchQuery") {
        capsules {
          id
          ...CapsuleTile_capsule
        }
      }
    `,
    user,
  );
  const [create, creating] = useCreateCapsuleMutation();
  const [error, setError] = useState<string | null>(null);
  const reload = () => refetch({}, { fetchPolicy: 'network-only' });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const name = String(new FormData(form).get('name') ?? '');
    setError(null);
    try {
      const message = errorText((await create({ input: { name } })).createCapsule.userErrors);
      setError(message);
      if (message === null) {
        form.reset();
        reload();
      }
    } catch {
      setError(NETWORK_ERROR_MESSAGE);
    }
  };

  return (
    <section className="wishlist__section" aria-labelledby="wishlist-capsules-title">
      <div className="wishlist__section-head">
        <h2 id="wishlist-capsules-title" className="wishlist__section-title">
          Capsules
        </h2>
      </div>
      <form className="capsules__create" onSubmit={(event) => void submit(event)}>
        <input className="field__input" name="name" aria-label="New capsule name" placeholder="Name a new capsule" />
        <button type="submit" className="button" disabled={creating}>
          Create capsule
        </button>
      </form>
      {error ? <FormAlert>{error}</FormAlert> : null}
      {data.capsules.length === 0 ? (
        <p className="capsules__empty">Group saved styles into capsules — a trip, a season, an occasion.</p>
      ) : (
        <ul className="capsules__list">
          {data.capsules.map((capsule) => (
            <CapsuleTile key={capsule.id} capsule={capsule} onDeleted={reload} />
          ))}
        </ul>
      )}
    </section>
  );
}
