import { graphql } from 'react-relay';
import type { useChooseBrandsMutation as M } from '../../__generated__/useChooseBrandsMutation.graphql.ts';
import { useMutationPromise } from '../../platform/relay/useMutationPromise.ts';

/**
 * Step 2: the brand crushes.
 * The payload spreads the screen's fragment on the viewer, so the survey refreshes itself.
 */
export function useChooseBrandsMutation() {
  return useMutationPromise<M>(graphql`
    mutation useChooseBrandsMutation($input: ChooseSurveyBrandsInput!) {
      chooseSurveyBrands(input: $input) {
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
