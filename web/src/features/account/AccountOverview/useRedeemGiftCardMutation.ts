import { graphql } from 'react-relay';
import type { useRedeemGiftCardMutation as M } from '../../../__generated__/useRedeemGiftCardMutation.graphql.ts';
import { useMutationPromise } from '../../../platform/relay/useMutationPromise.ts';

/**
 * Redeems a gift card's code: the viewer comes back with the card's fragment, so the overview's balance and list
 * update from the payload; refusals (40001, 42900, VALIDATION) are userErrors.
 */
export function useRedeemGiftCardMutation() {
  return useMutationPromise<M>(graphql`
    mutation useRedeemGiftCardMutation($input: RedeemGiftCardInput!) {
      redeemGiftCard(input: $input) {
        giftCard {
          amount {
            formatted
          }
        }
        viewer {
          id
          ...GiftCardsCard_viewer
        }
        userErrors {
          ...userErrorFields @relay(mask: false)
        }
      }
    }
  `);
}
