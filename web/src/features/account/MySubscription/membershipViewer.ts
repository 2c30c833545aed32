import { graphql } from 'react-relay';

/** The member every membership change answers: the status and the membership panel. */
export const membershipViewerFragment = graphql`
  fragment membershipViewer_user on User {
    id
    subscriptionStatus
    ...MembershipPanel_user
  }
`;
