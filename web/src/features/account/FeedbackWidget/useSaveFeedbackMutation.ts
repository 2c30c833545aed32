import { graphql } from 'react-relay';
import type { useSaveFeedbackMutation as M } from '../../../__generated__/useSaveFeedbackMutation.graphql.ts';
import { useMutationPromise } from '../../../platform/relay/useMutationPromise.ts';

/** Adds a comment to the viewer's feedback. */
export function useSaveFeedbackMutation() {
  return useMutationPromise<M>(graphql`
    mutation useSaveFeedbackMutation($input: SaveFeedbackInput!) {
      saveFeedback(input: $input) {
        feedback {
          feedbackId
          comment
        }
        userErrors {
          ...userErrorFields @relay(mask: false)
        }
      }
    }
  `);
}
