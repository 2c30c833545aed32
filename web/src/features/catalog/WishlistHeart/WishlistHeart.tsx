import { useRef } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { WishlistHeart_product$key } from '../../../__generated__/WishlistHeart_product.graphql.ts';
import { useAddToWishlistMutation } from './useAddToWishlistMutation.ts';
import { useRemoveFromWishlistMutation } from './useRemoveFromWishlistMutation.ts';
import { useRequireLogin } from '../../../platform/session/useRequireLogin.ts';
import { useTrackEvent } from '../../../platform/tracking/useTrackEventMutation.ts';
import { track as trackAnalytics } from '../../../platform/analytics/analytics.ts';
import { showToast } from '../../../platform/state/ui.ts';
import { HeartIcon } from './HeartIcon.tsx';
import './WishlistHeart.css';

interface Props {
  product: WishlistHeart_product$key;
  /** Placement by the parent (over a card's image, beside the PDP title). */
  className?: string;
}

/**
 * The save-to-wishlist toggle of product cards and the product page. Optimistic: the heart flips at
 * once; Relay puts the old value back when the request fails, and the server's value when it
 * answers userErrors. A guest goes to login and comes back to this page.
 */
export function WishlistHeart({ product, className }: Props) {
  const data = useFragment(
    graphql`
      fragment WishlistHeart_product on Product {
        id
        productId
        title
        isWished
      }
    `,
    product,
  );
  const [add] = useAddToWishlistMutation();
  const [remove] = useRemoveFromWishlistMutation();
  const requireLogin = useRequireLogin();
  const track = useTrackEvent();
  // One change at a time: an add and a remove racing to the server could land in either order.
  const pending = useRef(false);

  const toggle = async () => {
    if (pending.current || !requireLogin()) return;
    pending.current = true;
    const save = !data.isWished;
    const input = { productId: data.id };
    const optimistic = { product: { id: data.id, isWished: save }, wishlistCount: null, userErrors: [] };
    try {
      const payload = save
        ? (await add({ input }, { optimisticResponse: { addToWishlist: optimistic } })).addToWishlist
        : (await remove({ input }, { optimisticResponse: { removeFromWishlist: optimistic } })).removeFromWishlist;
      const [first] = payload.userErrors;
      if (first) showToast(first.message, 'error');
      else if (save) {
        track({ eventType: 'ADD_WISHLIST', productId: data.productId });
        trackAnalytics('likeProduct', { product_id: data.productId, product_name: data.title });
      }
    } catch {
      // The network layer has shown the failure; Relay has rolled the heart back.
    } finally {
      pending.current = false;
    }
  };

  return (
    <button
      type="button"
      className={`wishlist-heart${data.isWished ? ' wishlist-heart--on' : ''}${className ? ` ${className}` : ''}`}
      aria-pressed={data.isWished}
      aria-label={data.isWished ? `Remove ${data.title} from your wishlist` : `Save ${data.title} to your wishlist`}
      onClick={() => void toggle()}
    >
      <HeartIcon filled={data.isWished} />
    </button>
  );
}
