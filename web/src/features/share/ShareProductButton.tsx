import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ShareProductButton_product$key } from '../../__generated__/ShareProductButton_product.graphql.ts';
import { useAbsoluteUrl } from '../../platform/hooks/useAbsoluteUrl.ts';
import { useHydrated } from '../../platform/hooks/useHydrated.ts';
import { copyLink } from './copyLink.ts';
import { ShareIcon } from './ShareIcon.tsx';
import { canWebShare, webShare } from './webShare.ts';
import './ShareOrderAction.css';

interface Props {
  product: ShareProductButton_product$key;
  /** The color on view: in the link when it is not the product's default. */
  colorId: number;
}

/**
 * The product page's Share, for guests and members alike: the product's own page is public, so the link is its
 * address (the color on view kept), with no share record and no sign-in. The browser's share sheet where it
 * has one (Web Share API), else "Copy link" (Clipboard API, a toast); where copying fails the link stays on
 * screen to select. The server knows neither the browser's share sheet nor its origin: its page says "Copy link"
 * until hydrated.
 */
export function ShareProductButton({ product, colorId }: Props) {
  const data = useFragment(
    graphql`
      fragment ShareProductButton_product on Product {
        title
        url
        defaultColorId
      }
    `,
    product,
  );
  const [shown, setShown] = useState<string | null>(null);
  const path = colorId === data.defaultColorId ? data.url : `${data.url}?colorId=${colorId}`;
  const url = useAbsoluteUrl(path);
  const sheet = useHydrated() && canWebShare(url);

  const share = async () => {
    if (sheet && (await webShare({ title: data.title, url }))) return;
    if (!(await copyLink(url))) setShown(url);
  };

  return (
    <div className="share-link">
      <button type="button" className="button button--ghost" onClick={() => void share()}>
        <ShareIcon />
        {sheet ? 'Share' : 'Copy link'}
      </button>
      {shown ? (
        <input
          className="field__input"
          readOnly
          value={shown}
          aria-label="Link to this product"
          onFocus={(event) => event.currentTarget.select()}
        />
      ) : null}
    </div>
  );
}
