import { graphql } from 'react-relay';
import type { useAnswerSpendMutation as M } from '../../__generated__/useAnswerSpendMutation.graphql.ts';
import { useMutationPromise } from '../../platform/relay/useMutationPromise.ts';

/**
 * Step 5: the spend style.
 * The payload spreads the screen's fragment on the viewer, so the survey refreshes itself.
 */
export function useAnswerSpendMutation() {
  return useMutationPromise<M>(graphql`
    mutation useAnswerSpendMutation($input: AnswerSurveySpendInput!) {
      answerSurveySpend(input: $input) {
        viewer {
          id
          ...StyleSurveyScreen_viewer
        }
        userErrors {
          ...userErrorFields @relay(mask: false)
        }
      }
    }
  `);
}
