import { graphql } from 'react-relay';

/**
 * What every mutation payload's `userErrors` selects: `...userErrorFields @relay(mask: false)`, so the payload's
 * generated type carries code, field and message itself (userErrors.ts reads them).
 */
export const userErrorFieldsFragment = graphql`
  fragment userErrorFields on UserError {
    code
    field
    message
  }
`;
