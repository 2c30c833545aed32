import { graphql } from 'react-relay';
import type * as Generated from '../../../__generated__/useCancelMembershipMutation.graphql.ts';
import { useMutationPromise } from '../../../platform/relay/useMutationPromise.ts';

type M = Generated.useCancelMembershipMutation;

/** Subscribed or Paused → Cancelled with the cancel survey's answers (/member/cancel). */
export function useCancelMembershipMutation() {
  return useMutationPromise<M>(graphql`
    mutation useCancelMembershipMutation($input: CancelMembershipInput!) {
      cancelMembership(input: $input) {
        viewer {
          ...membershipViewer_user @relay(mask: false)
        }
        userErrors {
          ...userErrorFields @relay(mask: false)
        }
      }
    }
  `);
}
