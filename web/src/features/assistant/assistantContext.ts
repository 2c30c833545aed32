import { useEffect, useRef } from 'react';
import { commitMutation, graphql, useRelayEnvironment } from 'react-relay';
import type { assistantContextViewMutation as M } from '../../__generated__/assistantContextViewMutation.graphql.ts';

let currentProductId: number | null = null;

/** The product page the shopper is on, if any: a request from there says "like this one" means it. */
export function assistantProductId(): number | null {
  return currentProductId;
}

const viewedMutation = graphql`
  mutation assistantContextViewMutation($input: AssistantBehaviorInput!) {
    recordAssistantBehavior(input: $input) {
      ok
    }
  }
`;

/**
 * For the product page: makes its product the assistant's context while the page shows it, and tells
 * the assistant about the view (view_pdp), so that "like this one" means it later too. Fire and forget.
 */
export function useAssistantProductContext(productId: number | null): void {
  const environment = useRelayEnvironment();
  // StrictMode runs effects twice; the ref keeps it to one recorded view per product.
  const recorded = useRef<number | null>(null);

  useEffect(() => {
    if (productId == null) return;
    currentProductId = productId;
    if (recorded.current !== productId) {
      recorded.current = productId;
      commitMutation<M>(environment, {
        mutation: viewedMutation,
        variables: { input: { eventType: 'view_pdp', productId } },
        onError: () => {},
      });
    }
    return () => {
      if (currentProductId === productId) currentProductId = null;
    };
  }, [environment, productId]);
}
