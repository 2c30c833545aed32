import { graphql } from 'react-relay';
import type { useUpdateProfileMutation as M } from '../../../__generated__/useUpdateProfileMutation.graphql.ts';
import { useMutationPromise } from '../../../platform/relay/useMutationPromise.ts';

/** Saves the profile; the payload spreads the form fragment, so the store refreshes itself. */
export function useUpdateProfileMutation() {
  return useMutationPromise<M>(graphql`
    mutation useUpdateProfileMutation($input: UpdateProfileInput!) {
      updateProfile(input: $input) {
        viewer {
          id
          name
          ...ProfileForm_user
          ...AccountMenu_viewer
        }
        userErrors {
          ...userErrorFields @relay(mask: false)
        }
      }
    }
  `);
}
