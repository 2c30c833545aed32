import { useState } from 'react';
import type { SharedCollectionKind } from '../../__generated__/useShareCollectionMutation.graphql.ts';
import { NETWORK_ERROR_MESSAGE } from '../../platform/relay/errorReactions.ts';
import { showToast } from '../../platform/state/ui.ts';
import { copyLink } from './copyLink.ts';
import { useShareCollectionMutation } from './useShareCollectionMutation.ts';
import './ShareOrderAction.css';

interface Props {
  kind: SharedCollectionKind;
  /** The capsule or product id; 0 for the viewer's wishlist. */
  resourceId: number;
  label: string;
}

/**
 * Makes a read-only link (shareCollection) and copies it (Clipboard API); where copying does not work
 * the link stays on screen to select.
 */
export function ShareLinkButton({ kind, resourceId, label }: Props) {
  const [share, sharing] = useShareCollectionMutation();
  const [url, setUrl] = useState<string | null>(null);

  const run = async () => {
    let link: string;
    try {
      const { shareCollection } = await share({ input: { kind, resourceId } });
      if (!shareCollection.share) {
        showToast(shareCollection.userErrors.map((e) => e.message).join(' ') || 'Sharing failed.', 'error');
        return;
      }
      link = shareCollection.share.url;
    } catch {
      showToast(NETWORK_ERROR_MESSAGE, 'error');
      return;
    }
    setUrl(link);
    await copyLink(link);
  };

  return (
    <div className="share-link">
      <button type="button" className="button button--ghost" disabled={sharing} onClick={() => void run()}>
        {sharing ? 'Making a link…' : label}
      </button>
      {url ? (
        <input
          className="field__input"
          readOnly
          value={url}
          aria-label="Share link"
          onFocus={(event) => event.currentTarget.select()}
        />
      ) : null}
    </div>
  );
}
