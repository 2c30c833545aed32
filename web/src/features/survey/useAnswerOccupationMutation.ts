import { graphql } from 'react-relay';
import type { useAnswerOccupationMutation as M } from '../../__generated__/useAnswerOccupationMutation.graphql.ts';
import { useMutationPromise } from '../../platform/relay/useMutationPromise.ts';

/**
 * Step 4: the day to day.
 * The payload spreads the screen's fragment on the viewer, so the survey refreshes itself.
 */
export function useAnswerOccupationMutation() {
  return useMutationPromise<M>(graphql`
    mutation useAnswerOccupationMutation($input: AnswerSurveyOccupationInput!) {
      answerSurveyOccupation(input: $input) {
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
