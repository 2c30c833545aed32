import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { PaymentStep_user$key } from '../../../__generated__/PaymentStep_user.graphql.ts';
import type { PaymentStep_config$key } from '../../../__generated__/PaymentStep_config.graphql.ts';
import { FormAlert } from '../../../ui/FormField/FormField.tsx';
import { EmulatorCardForm } from '../EmulatorCardForm.tsx';
import { StripeCardForm } from '../StripeCardForm.tsx';

interface Props {
  user: PaymentStep_user$key;
  config: PaymentStep_config$key;
  onBack: () => void;
  onSaved: () => void;
}

/** Step 3: payment info (/payment/query|edit): the saved card, or a new one through the provider. */
export function PaymentStep({ user: userKey, config: configKey, onBack, onSaved }: Props) {
  const user = useFragment(
    graphql`
      fragment PaymentStep_user on User {
        paymentMethod {
          maskedNumber
          brand
          expMonth
          expYear
          sameAsShipping
        }
      }
    `,
    userKey,
  );
  const config = useFragment(
    graphql`
      fragment PaymentStep_config on PaymentConfig {
        provider
        publishableKey
        emulatorBasePath
        testCards {
          number
          description
        }
      }
    `,
    configKey,
  );
  const saved = user.paymentMethod;
  const [editing, setEditing] = useState(saved == null);

  if (saved && !editing) {
    return (
      <div className="subscribe-step">
        <div className="subscribe-card">
          <p className="subscribe-card__title">Saved card</p>
          <p>
            {brandName(saved.brand)} {saved.maskedNumber} · expires {String(saved.expMonth).padStart(2, '0')}/
            {String(saved.expYear).slice(-2)}
          </p>
          <p className="subscribe-card__note">
            {saved.sameAsShipping ? 'Billing address: same as shipping' : 'Billing address on file'}
          </p>
        </div>
        <div className="subscribe-step__actions">
          <button type="button" className="button button--ghost" onClick={onBack}>
            Back
          </button>
          <button type="button" className="button button--ghost" onClick={() => setEditing(true)}>
            Use a different card
          </button>
          <button type="button" className="button" onClick={onSaved}>
            Continue
          </button>
        </div>
      </div>
    );
  }

  if (config.provider === 'STRIPE' && config.publishableKey) {
    return (
      <StripeCardForm
        publishableKey={config.publishableKey}
        onBack={saved ? () => setEditing(false) : onBack}
        onSaved={onSaved}
      />
    );
  }

  if (config.provider !== 'EMULATOR' || !config.emulatorBasePath) {
    return (
      <div className="subscribe-step">
        <FormAlert tone="info">Card payments are not available right now.</FormAlert>
        <div className="subscribe-step__actions">
          <button type="button" className="button button--ghost" onClick={onBack}>
            Back
          </button>
        </div>
      </div>
    );
  }

  return (
    <EmulatorCardForm
      basePath={config.emulatorBasePath}
      testCards={config.testCards}
      onBack={saved ? () => setEditing(false) : onBack}
      onSaved={onSaved}
    />
  );
}

function brandName(brand: string): string {
  return brand === 'UNKNOWN' ? 'Card' : brand === 'AMEX' ? 'Amex' : brand.charAt(0) + brand.slice(1).toLowerCase();
}
