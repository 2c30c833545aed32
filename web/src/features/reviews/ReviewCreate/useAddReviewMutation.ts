import { graphql } from 'react-relay';
import type { useAddReviewMutation as M } from '../../../__generated__/useAddReviewMutation.graphql.ts';
import { useMutationPromise } from '../../../platform/relay/useMutationPromise.ts';

/** Writes a review of an item (/product/review/add); the answer refreshes the product's summary. */
export function useAddReviewMutation() {
  return useMutationPromise<M>(graphql`
    mutation useAddReviewMutation($input: AddReviewInput!) {
      addReview(input: $input) {
        review {
          reviewId
        }
        product {
          ...ReviewSummary_product
        }
        userErrors {
          ...userErrorFields @relay(mask: false)
        }
      }
    }
  `);
}
