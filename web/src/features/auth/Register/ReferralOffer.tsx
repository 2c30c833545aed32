import { graphql, useFragment } from 'react-relay';
import type { ReferralOffer_check$key } from '../../../__generated__/ReferralOffer_check.graphql.ts';
import { FormAlert } from '../../../ui/FormField/FormField.tsx';

/** The offer of a valid referral/invitation code, or why the code does not work. */
export function ReferralOffer({ check }: { check: ReferralOffer_check$key }) {
  const data = useFragment(
    graphql`
      fragment ReferralOffer_check on ReferralCodeCheck {
        valid
        code
        message
      }
    `,
    check,
  );
  if (data.valid) {
    return (
      <FormAlert tone="success">
        <span className="register__offer-code">Code {data.code}</span> {data.message}
      </FormAlert>
    );
  }
  return <FormAlert>{data.message} You can still create your account without it.</FormAlert>;
}
