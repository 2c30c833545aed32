import { graphql } from 'react-relay';

/**
 * What every change of a Tote item answers: the whole Tote and the header's count, so every view
 * of them updates from the one response.
 */
export const toteChangeFragment = graphql`
  fragment toteChange_payload on ToteChangePayload {
    tote {
      ...ToteView_tote
    }
    viewer {
      id
      toteIcon
    }
  }
`;
