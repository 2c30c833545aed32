import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The empty state of a wishlist section: a line of text and where to find something to save. */
export function WishlistEmpty({ children, to, action }: { children: ReactNode; to: string; action: string }) {
  return (
    <div className="wishlist__empty">
      <p>{children}</p>
      <Link to={to} className="button">
        {action}
      </Link>
    </div>
  );
}
