import { graphql } from 'react-relay';
import type * as Generated from '../../__generated__/useRecordAssistantBehaviorMutation.graphql.ts';
import { useMutationPromise } from '../../platform/relay/useMutationPromise.ts';

type M = Generated.useRecordAssistantBehaviorMutation;

/** Tells the assistant what the shopper did (recordAssistantBehavior), e.g. view_pdp with the product. */
export function useRecordAssistantBehaviorMutation() {
  return useMutationPromise<M>(graphql`
    mutation useRecordAssistantBehaviorMutation($input: AssistantBehaviorInput!) {
      recordAssistantBehavior(input: $input) {
        ok
      }
    }
  `);
}
