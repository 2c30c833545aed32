import { graphql } from 'react-relay';
import type { useUpdateNotificationSettingsMutation as M } from '../../__generated__/useUpdateNotificationSettingsMutation.graphql.ts';
import { useMutationPromise } from '../../relay/useMutationPromise.ts';

/** Turns notification channels on or off. */
export function useUpdateNotificationSettingsMutation() {
  return useMutationPromise<M>(graphql`
    mutation useUpdateNotificationSettingsMutation($input: UpdateNotificationSettingsInput!) {
      updateNotificationSettings(input: $input) {
        viewer {
          id
          ...NotificationSettings_user
        }
        userErrors {
          code
          field
          message
        }
      }
    }
  `);
}
