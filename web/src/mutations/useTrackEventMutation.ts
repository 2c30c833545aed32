import { useCallback } from 'react';
import { commitMutation, graphql, useRelayEnvironment } from 'react-relay';
import { useLocation } from 'react-router';
import type { TrackEventType, useTrackEventMutation as M } from '../__generated__/useTrackEventMutation.graphql.ts';

const mutation = graphql`
  mutation useTrackEventMutation($input: TrackEventInput!) {
    trackEvent(input: $input) {
      recorded
    }
  }
`;

export interface TrackedEvent {
  eventType: TrackEventType;
  productId?: number;
  colorId?: number;
}

/**
 * Records a tracking event with the page it happened on and the
 * shopper's time zone. Fire and forget: nothing waits for it and a refused event changes nothing on
 * screen (a network failure still gets the network layer's one toast, like any other request).
 */
export function useTrackEvent(): (event: TrackedEvent) => void {
  const environment = useRelayEnvironment();
  const { pathname, search } = useLocation();
  return useCallback(
    (event: TrackedEvent) => {
      commitMutation<M>(environment, {
        mutation,
        variables: {
          input: {
            ...event,
            refer: pathname + search,
            timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
          },
        },
        onError: () => {},
      });
    },
    [environment, pathname, search],
  );
}
