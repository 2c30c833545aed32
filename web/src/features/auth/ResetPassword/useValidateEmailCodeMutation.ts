import { graphql } from 'react-relay';
import type { useValidateEmailCodeMutation as M } from '../../../__generated__/useValidateEmailCodeMutation.graphql.ts';
import { useMutationPromise } from '../../../platform/relay/useMutationPromise.ts';

/** Checks an emailed code without using it up (the reset flow checks it before asking for the new password). */
export function useValidateEmailCodeMutation() {
  return useMutationPromise<M>(graphql`
    mutation useValidateEmailCodeMutation($input: ValidateEmailCodeInput!) {
      validateEmailCode(input: $input) {
        valid
        userErrors {
          ...userErrorFields @relay(mask: false)
        }
      }
    }
  `);
}
