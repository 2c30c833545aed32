import { graphql } from 'react-relay';
import type * as Generated from '../../../__generated__/usePauseMembershipMutation.graphql.ts';
import { useMutationPromise } from '../../../platform/relay/useMutationPromise.ts';

type M = Generated.usePauseMembershipMutation;

/** Subscribed → Paused (/member/pause). */
export function usePauseMembershipMutation() {
  return useMutationPromise<M>(graphql`
    mutation usePauseMembershipMutation {
      pauseMembership(input: {}) {
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
