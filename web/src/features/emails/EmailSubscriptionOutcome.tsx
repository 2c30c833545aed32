import { Link } from 'react-router';

interface Props {
  subscribed: boolean;
  /** The address the choice applies to; null draws its line empty (the room kept while the choice is made). */
  email: string | null;
  /** Offers the opposite choice; null while it cannot be made (the room kept, a change being saved). */
  onChange: ((subscribe: boolean) => void) | null;
}

/**
 * What an email link's choice came to, and the opposite choice. Its height does not depend on the address (one line,
 * cut with an ellipsis), so the panel can keep its room while the choice is made and nothing below it moves.
 */
export function EmailSubscriptionOutcome({ subscribed, email, onChange }: Props) {
  const address = <p className="email-subscription__address">{email}</p>;
  return subscribed ? (
    <>
      <h1 className="auth-card__title">You&rsquo;re subscribed</h1>
      {address}
      <p className="auth-card__subtitle">This address will get Tote news, member offers and new arrivals again.</p>
      <div className="form-actions">
        <Link to="/new-arrivals" className="button">
          Shop new arrivals
        </Link>
        <button type="button" className="button button--ghost" disabled={!onChange} onClick={() => onChange?.(false)}>
          Unsubscribe
        </button>
      </div>
    </>
  ) : (
    <>
      <h1 className="auth-card__title">You&rsquo;re unsubscribed</h1>
      {address}
      <p className="auth-card__subtitle">
        This address will no longer get marketing emails from Tote. Emails about your orders and account still arrive.
      </p>
      <div className="form-actions">
        <button type="button" className="button" disabled={!onChange} onClick={() => onChange?.(true)}>
          Resubscribe
        </button>
        <Link to="/" className="button button--ghost">
          Continue shopping
        </Link>
      </div>
    </>
  );
}
