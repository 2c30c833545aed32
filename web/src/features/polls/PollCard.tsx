import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { PollCard_poll$key } from '../../__generated__/PollCard_poll.graphql.ts';
import { FormAlert } from '../../ui/FormField/FormField.tsx';
import { NETWORK_ERROR_MESSAGE } from '../../platform/relay/errorReactions.ts';
import { usePollActions } from './usePollActions.ts';
import { formatCount } from '../../platform/format/counts.ts';

const votes = (n: number): string => `${formatCount(n)} ${n === 1 ? 'vote' : 'votes'}`;

/** One poll: its product options (vote buttons, or results once voted), the push switches, Remove. */
export function PollCard({ poll }: { poll: PollCard_poll$key }) {
  const p = useFragment(
    graphql`
      fragment PollCard_poll on ProductPoll {
        __id
        pollId
        title
        description
        open
        votedOptionId
        totalVotes
        pushOn
        options {
          optionId
          voteCount
          percent
          voted
          pushOn
          product {
            title
            url
            brand {
              name
            }
            cover {
              url
              alt
            }
          }
        }
      }
    `,
    poll,
  );
  const actions = usePollActions();
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const titleId = `poll-${p.pollId}-title`;
  const showResults = p.totalVotes !== null && p.totalVotes !== undefined;
  const canVote = p.open && p.votedOptionId == null;

  const run = async (action: () => Promise<readonly { message: string }[]>) => {
    setBusy(true);
    setAlert(null);
    try {
      const errors = await action();
      if (errors.length) setAlert(errors.map((e) => e.message).join(' '));
    } catch {
      setAlert(NETWORK_ERROR_MESSAGE);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="account-card poll" aria-labelledby={titleId}>
      <div className="poll__head">
        <h2 id={titleId} className="account-card__title">
          {p.title}
        </h2>
        <button
          type="button"
          className="button button--ghost poll__remove"
          disabled={busy}
          onClick={() => void run(() => actions.remove(p.pollId))}
        >
          Remove poll
        </button>
      </div>
      {p.description ? <p className="account-card__text">{p.description}</p> : null}
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <ul className="poll__options">
        {p.options.map((o) => {
          const name = o.product?.title ?? 'This product';
          return (
            <li key={o.optionId} className={`poll__option${o.voted ? ' poll__option--voted' : ''}`}>
              {o.product ? (
                <img className="poll__image" src={o.product.cover.url} alt={o.product.cover.alt} loading="lazy" />
              ) : null}
              <div className="poll__body">
                {o.product ? (
                  <Link to={o.product.url} className="poll__product">
                    <span className="poll__brand">{o.product.brand.name}</span> {o.product.title}
                  </Link>
                ) : (
                  <span className="poll__product">{name}</span>
                )}
                {showResults ? (
                  <div className="poll__result">
                    <div
                      className="poll__bar"
                      role="meter"
                      aria-label={`${name}: share of votes`}
                      aria-valuemin={0}
                      aria-valuemax={100}
                      aria-valuenow={o.percent ?? 0}
                    >
                      <span style={{ width: `${o.percent ?? 0}%` }} />
                    </div>
                    <span className="poll__share">
                      {o.percent}% · {votes(o.voteCount ?? 0)}
                      {o.voted ? <strong className="poll__mine"> · Your vote</strong> : null}
                    </span>
                  </div>
                ) : null}
                <div className="poll__actions">
                  {canVote ? (
                    <button
                      type="button"
                      className="button"
                      disabled={busy}
                      aria-label={`Vote for ${name}`}
                      onClick={() => void run(() => actions.vote(p.pollId, o.optionId))}
                    >
                      Vote
                    </button>
                  ) : null}
                  <label className="poll__switch">
                    <input
                      type="checkbox"
                      aria-label={`Notify me about ${name}`}
                      checked={o.pushOn}
                      disabled={busy}
                      onChange={(event) => {
                        const on = event.currentTarget.checked;
                        void run(() => actions.setOptionPush(p, o.optionId, on));
                      }}
                    />
                    {/* One line on every card, so the Vote buttons line up; the input's name says which. */}
                    <span>Notify me</span>
                  </label>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      <div className="poll__foot">
        {showResults ? <p className="poll__total">{votes(p.totalVotes ?? 0)} in total</p> : null}
        {!p.open ? <p className="poll__total">This poll has closed.</p> : null}
        <label className="poll__switch">
          <input
            type="checkbox"
            checked={p.pushOn}
            disabled={busy}
            onChange={(event) => {
              const on = event.currentTarget.checked;
              void run(() => actions.setPush(p, on));
            }}
          />
          <span>Notify me when the results are in</span>
        </label>
      </div>
    </section>
  );
}
