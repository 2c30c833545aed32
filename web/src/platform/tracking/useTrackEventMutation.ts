import { useCallback } from 'react';
import { commitMutation, graphql, useRelayEnvironment, type Environment } from 'react-relay';
import { useLocation } from 'react-router';
import type { TrackEventType, useTrackEventMutation as M } from '../../__generated__/useTrackEventMutation.graphql.ts';
import { BACKGROUND } from '../relay/network.ts';
import { commonEventFields } from './eventFields.ts';

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
 * Records a tracking event on page `refer` with the common fields (eventFields.ts). The one mutation committed
 * without a hook: the session tracker (sessionTracking.ts) sends from beside the router, where no component is;
 * screens use useTrackEvent, the same request on the page they show. Fire and forget:
 * the screens wait for nothing, and neither a refused event nor a network failure shows anything (a BACKGROUND
 * request: the shopper did not ask for it). The promise settles when the request is done, either way.
 */
export function sendTrackEvent(environment: Environment, event: TrackedEvent, refer: string): Promise<void> {
  return new Promise((done) => {
    commitMutation<M>(environment, {
      mutation,
      variables: { input: { ...commonEventFields(refer), ...event } },
      cacheConfig: BACKGROUND,
      onCompleted: () => done(),
      onError: () => done(),
    });
  });
}

/** sendTrackEvent on the current page. */
export function useTrackEvent(): (event: TrackedEvent) => void {
  const environment = useRelayEnvironment();
  const { pathname, search } = useLocation();
  return useCallback(
    (event: TrackedEvent) => void sendTrackEvent(environment, event, pathname + search),
    [environment, pathname, search],
  );
}
