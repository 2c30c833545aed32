import { graphql } from 'react-relay';
import type * as PauseGenerated from '../../../__generated__/useMembershipMutationsPauseMutation.graphql.ts';
import type * as UnpauseGenerated from '../../../__generated__/useMembershipMutationsUnpauseMutation.graphql.ts';
import type * as CancelGenerated from '../../../__generated__/useMembershipMutationsCancelMutation.graphql.ts';
import { useMutationPromise } from '../../../platform/relay/useMutationPromise.ts';

type Pause = PauseGenerated.useMembershipMutationsPauseMutation;
type Unpause = UnpauseGenerated.useMembershipMutationsUnpauseMutation;
type Cancel = CancelGenerated.useMembershipMutationsCancelMutation;

/** The member every membership change answers: the status and the membership panel. */
export const membershipViewerFragment = graphql`
  fragment useMembershipMutations_viewer on User {
    id
    subscriptionStatus
    ...MembershipPanel_user
  }
`;

/** Subscribed → Paused (/member/pause). */
export function usePauseMembershipMutation() {
  return useMutationPromise<Pause>(graphql`
    mutation useMembershipMutationsPauseMutation {
      pauseMembership(input: {}) {
        viewer {
          ...useMembershipMutations_viewer @relay(mask: false)
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

/** Paused → Subscribed (/member/unPause). */
export function useUnpauseMembershipMutation() {
  return useMutationPromise<Unpause>(graphql`
    mutation useMembershipMutationsUnpauseMutation {
      unpauseMembership(input: {}) {
        viewer {
          ...useMembershipMutations_viewer @relay(mask: false)
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

/** Subscribed or Paused → Cancelled with the cancel survey's answers (/member/cancel). */
export function useCancelMembershipMutation() {
  return useMutationPromise<Cancel>(graphql`
    mutation useMembershipMutationsCancelMutation($input: CancelMembershipInput!) {
      cancelMembership(input: $input) {
        viewer {
          ...useMembershipMutations_viewer @relay(mask: false)
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
