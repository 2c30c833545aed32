import { Suspense, useState } from 'react';
import { useRequireLogin } from '../../platform/session/useRequireLogin.ts';
import { openDrawer } from '../../platform/state/ui.ts';
import { Spinner } from '../../ui/Spinner/Spinner.tsx';
import { AssistantSizeChoice } from './AssistantSizeChoice.tsx';
import { useCloseOnMobile } from './links.tsx';

interface Props {
  productId: number;
  title: string;
  sizesInStock: readonly string[];
}

/** "Add to Tote" on a product in a reply: a guest goes to login first; then a size, then the Tote. */
export function AssistantAddToTote({ productId, title, sizesInStock }: Props) {
  const [step, setStep] = useState<'idle' | 'picking' | 'added'>('idle');
  const requireLogin = useRequireLogin();
  const closeOnMobile = useCloseOnMobile();

  if (step === 'added') {
    return (
      <p className="assistant-product__added">
        In your Tote.{' '}
        <button type="button" className="assistant-link-button" onClick={() => openDrawer('cartOrderPreview')}>
          View Tote
        </button>
      </p>
    );
  }
  if (step === 'picking') {
    return (
      <Suspense fallback={<Spinner label="Loading sizes" />}>
        <AssistantSizeChoice
          productId={productId}
          title={title}
          sizesInStock={sizesInStock}
          onAdded={() => setStep('added')}
        />
      </Suspense>
    );
  }
  return (
    <button
      type="button"
      className="button button--ghost assistant-product__add"
      aria-label={`Add ${title} to Tote`}
      onClick={() => {
        if (requireLogin()) setStep('picking');
        // The login page is behind the panel on a phone.
        else closeOnMobile();
      }}
    >
      Add to Tote
    </button>
  );
}
