import { graphql } from 'react-relay';
import type { useSendEmailCodeMutation as M } from '../../__generated__/useSendEmailCodeMutation.graphql.ts';
import { useMutationPromise } from '../../platform/relay/useMutationPromise.ts';

/** Mails a 6-digit code (sign-up, passwordless login, reset, unlock, deletion). */
export function useSendEmailCodeMutation() {
  return useMutationPromise<M>(graphql`
    mutation useSendEmailCodeMutation($input: SendEmailCodeInput!) {
      sendEmailCode(input: $input) {
        sent
        resendAfterSeconds
        userErrors {
          ...userErrorFields @relay(mask: false)
        }
      }
    }
  `);
}
