import { graphql } from 'react-relay';

/**
 * The viewer every sign-in answers (log in, sign up, social sign-in, reset, unlock): the name and
 * email the session remembers, and the header's account menu.
 */
export const signedInViewerFragment = graphql`
  fragment signedInViewer_user on User {
    id
    email
    name
    ...AccountMenu_viewer
  }
`;
