import { graphql } from 'react-relay';
import type { useChooseVibesMutation as M } from '../../__generated__/useChooseVibesMutation.graphql.ts';
import { useMutationPromise } from '../../platform/relay/useMutationPromise.ts';

/**
 * Step 1: the vibes.
 * The payload spreads the screen's fragment on the viewer, so the survey refreshes itself.
 */
export function useChooseVibesMutation() {
  return useMutationPromise<M>(graphql`
    mutation useChooseVibesMutation($input: ChooseSurveyVibesInput!) {
      chooseSurveyVibes(input: $input) {
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
