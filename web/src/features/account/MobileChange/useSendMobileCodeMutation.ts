import { graphql } from 'react-relay';
import type { useSendMobileCodeMutation as M } from '../../../__generated__/useSendMobileCodeMutation.graphql.ts';
import { useMutationPromise } from '../../../platform/relay/useMutationPromise.ts';

/** Texts a code to a new mobile number. */
export function useSendMobileCodeMutation() {
  return useMutationPromise<M>(graphql`
    mutation useSendMobileCodeMutation($input: SendMobileCodeInput!) {
      sendMobileCode(input: $input) {
        sent
        resendAfterSeconds
        userErrors {
          ...userErrorFields @relay(mask: false)
        }
      }
    }
  `);
}
