import { useState } from 'react';
import { useRequestStockNotificationMutation } from './useRequestStockNotificationMutation.ts';
import { useRequireLogin } from '../../platform/session/useRequireLogin.ts';

interface Props {
  sku: string;
  sizeLabel: string;
}

/** A sold-out size: "Email me when it's back" (guests sign in first and come back). */
export function BackInStockRequest({ sku, sizeLabel }: Props) {
  const [request, inFlight] = useRequestStockNotificationMutation();
  const [result, setResult] = useState<{ sku: string; message: string } | null>(null);
  const requireLogin = useRequireLogin();

  const ask = async () => {
    if (!requireLogin()) return;
    try {
      const { requestStockNotification: payload } = await request({ input: { sku } });
      const [error] = payload.userErrors;
      setResult({ sku, message: error ? error.message : `We'll email you when ${sizeLabel} is back in stock.` });
    } catch {
      // The network layer has shown the failure.
    }
  };

  const shown = result?.sku === sku ? result.message : null;
  return (
    <div className="pdp-actions__restock">
      <p>{sizeLabel} is sold out in this color.</p>
      {shown ? (
        <p role="status">{shown}</p>
      ) : (
        <button type="button" className="button button--ghost" disabled={inFlight} onClick={() => void ask()}>
          Email me when it&rsquo;s back
        </button>
      )}
    </div>
  );
}
