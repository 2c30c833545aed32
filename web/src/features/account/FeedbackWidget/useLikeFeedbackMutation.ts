import { graphql } from 'react-relay';
import type { useLikeFeedbackMutation as M } from '../../../__generated__/useLikeFeedbackMutation.graphql.ts';
import { useMutationPromise } from '../../../platform/relay/useMutationPromise.ts';

/** Rates a place of the shop (thumb up or down); rating again changes the same feedback. */
export function useLikeFeedbackMutation() {
  return useMutationPromise<M>(graphql`
    mutation useLikeFeedbackMutation($input: LikeFeedbackInput!) {
      likeFeedback(input: $input) {
        feedback {
          feedbackId
          helpful
        }
        userErrors {
          ...userErrorFields @relay(mask: false)
        }
      }
    }
  `);
}
