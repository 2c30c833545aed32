import { graphql } from 'react-relay';
import type * as Generated from '../../__generated__/useSaveShippingAddressMutation.graphql.ts';
import { useMutationPromise } from '../../platform/relay/useMutationPromise.ts';

type M = Generated.useSaveShippingAddressMutation;

/** Saves the shipping address (/address/edit, addressType 1); the viewer's address refreshes in the store. */
export function useSaveShippingAddressMutation() {
  return useMutationPromise<M>(graphql`
    mutation useSaveShippingAddressMutation($input: SaveShippingAddressInput!) {
      saveShippingAddress(input: $input) {
        address {
          addressId
        }
        viewer {
          id
          ...AddressStep_user
        }
        userErrors {
          ...userErrorFields @relay(mask: false)
        }
      }
    }
  `);
}
