import { graphql } from 'react-relay';
import type * as Generated from '../../../__generated__/useUpdateNotificationSettingsMutation.graphql.ts';
import { useMutationPromise } from '../../../platform/relay/useMutationPromise.ts';

type M = Generated.useUpdateNotificationSettingsMutation;

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
          ...userErrorFields @relay(mask: false)
        }
      }
    }
  `);
}
