import { graphql } from 'react-relay';
import type * as Generated from '../../../__generated__/useUnpauseMembershipMutation.graphql.ts';
import { useMutationPromise } from '../../../platform/relay/useMutationPromise.ts';

type M = Generated.useUnpauseMembershipMutation;

/** Paused → Subscribed (/member/unPause). */
export function useUnpauseMembershipMutation() {
  return useMutationPromise<M>(graphql`
    mutation useUnpauseMembershipMutation {
      unpauseMembership(input: {}) {
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
