import { graphql, useFragment } from 'react-relay';
import type { ToteIconButton_user$key } from '../../__generated__/ToteIconButton_user.graphql.ts';
import { useRequireLogin } from '../../platform/session/useRequireLogin.ts';
import { openDrawer } from '../../platform/state/ui.ts';
import './ToteIconButton.css';

/**
 * The header's Tote icon with the number of pieces in it (toteIcon; -1 = not known yet, no badge).
 * Opens the cart-order preview; a guest goes to login first.
 */
export function ToteIconButton({ user }: { user: ToteIconButton_user$key | null }) {
  const data = useFragment(
    graphql`
      fragment ToteIconButton_user on User {
        toteIcon
      }
    `,
    user,
  );
  const requireLogin = useRequireLogin();
  const count = data?.toteIcon ?? -1;
  const label = count > 0 ? `Your Tote, ${count} ${count === 1 ? 'item' : 'items'}` : 'Your Tote';

  return (
    <button
      type="button"
      className="icon-button tote-icon"
      aria-label={label}
      aria-haspopup="dialog"
      onClick={() => {
        if (requireLogin()) openDrawer('cartOrderPreview');
      }}
    >
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M5 8h14l-1.2 12H6.2L5 8zM9 8V6a3 3 0 0 1 6 0v2" stroke="currentColor" strokeWidth="1.5" fill="none" />
      </svg>
      {count > 0 ? (
        <span className="tote-icon__count" data-testid="tote-count" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </button>
  );
}
