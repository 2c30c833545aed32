import { graphql } from 'react-relay';
import type { useSaveSurveySizesMutation as M } from '../../__generated__/useSaveSurveySizesMutation.graphql.ts';
import { useMutationPromise } from '../../platform/relay/useMutationPromise.ts';

/**
 * Step 3: the profile's sizes and body shape; the payload refreshes the survey and the profile form.
 * The payload spreads the screen's fragment on the viewer, so the survey refreshes itself.
 */
export function useSaveSurveySizesMutation() {
  return useMutationPromise<M>(graphql`
    mutation useSaveSurveySizesMutation($input: UpdateProfileInput!) {
      updateProfile(input: $input) {
        viewer {
          id
          ...StyleSurveyScreen_viewer
          ...ProfileForm_user
        }
        userErrors {
          ...userErrorFields @relay(mask: false)
        }
      }
    }
  `);
}
