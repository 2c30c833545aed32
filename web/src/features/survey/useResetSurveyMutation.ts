import { graphql } from 'react-relay';
import type { useResetSurveyMutation as M } from '../../__generated__/useResetSurveyMutation.graphql.ts';
import { useMutationPromise } from '../../platform/relay/useMutationPromise.ts';

/**
 * Starts the survey over (the profile sizes stay).
 * The payload spreads the screen's fragment on the viewer, so the survey refreshes itself.
 */
export function useResetSurveyMutation() {
  return useMutationPromise<M>(graphql`
    mutation useResetSurveyMutation {
      resetStyleSurvey {
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
