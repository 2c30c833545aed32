import { graphql } from 'react-relay';
import type { useInviteFriendsMutation as M } from '../../../__generated__/useInviteFriendsMutation.graphql.ts';
import { useMutationPromise } from '../../../platform/relay/useMutationPromise.ts';

/** Mails the viewer's referral link to friends (/email/referral). */
export function useInviteFriendsMutation() {
  return useMutationPromise<M>(graphql`
    mutation useInviteFriendsMutation($input: InviteFriendsInput!) {
      inviteFriends(input: $input) {
        sent
        userErrors {
          ...userErrorFields @relay(mask: false)
        }
      }
    }
  `);
}
