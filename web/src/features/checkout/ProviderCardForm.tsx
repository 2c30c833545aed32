import { graphql, useFragment } from 'react-relay';
import type { ProviderCardForm_config$key } from '../../__generated__/ProviderCardForm_config.graphql.ts';
import { FormAlert } from '../../ui/FormField/FormField.tsx';
import { EmulatorCardForm } from './EmulatorCardForm.tsx';
import { StripeCardForm } from './StripeCardForm.tsx';

/** A new card saved through the shop's payment provider (Stripe or the local emulator); none: a notice. */
export function ProviderCardForm({
  config: key,
  onBack,
  onSaved,
}: {
  config: ProviderCardForm_config$key;
  onBack: () => void;
  onSaved: () => void;
}) {
  const config = useFragment(
    graphql`
      fragment ProviderCardForm_config on PaymentConfig {
        provider
        publishableKey
        emulatorBasePath
        testCards {
          number
          description
        }
      }
    `,
    key,
  );
  if (config.provider === 'STRIPE' && config.publishableKey)
    return <StripeCardForm publishableKey={config.publishableKey} onBack={onBack} onSaved={onSaved} />;
  if (config.provider === 'EMULATOR' && config.emulatorBasePath)
    return (
      <EmulatorCardForm
        basePath={config.emulatorBasePath}
        testCards={config.testCards}
        onBack={onBack}
        onSaved={onSaved}
      />
    );
  return <FormAlert tone="info">Card payments are not available right now.</FormAlert>;
}
