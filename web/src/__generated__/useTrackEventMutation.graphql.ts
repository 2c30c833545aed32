/**
 * @generated SignedSource<<ee74ae6e45158dd4587f4b62a671163b>>
 * @relayHash bf6bff2744e99c36eae9046743092533
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 04c535cd314cd6a4495b64db9661f8dbdfdb4fa4e6060fa0beefcc9e48fb8dce

import { ConcreteRequest } from 'relay-runtime';
export type TrackDeviceType = "DESKTOP" | "MOBILE" | "%future added value";
export type TrackEventType = "ADD_TOTE_BOX" | "ADD_WISHLIST" | "CANCEL_SUBSCRIPTION" | "CHOOSE_CANCEL_REASON" | "CONFIRM_ORDER" | "FIRST_TIME_VISITOR" | "PAGE_IDLE" | "REACTIVATE" | "RETURNING_VISITOR" | "SUBMIT_REVIEW" | "TOTE_INIT" | "VIEW_PAGE" | "VIEW_PDP" | "%future added value";
export type TrackEventInput = {
  appVersion?: string | null | undefined;
  city?: string | null | undefined;
  colorId?: number | null | undefined;
  country?: string | null | undefined;
  deviceType?: TrackDeviceType | null | undefined;
  eventType: TrackEventType;
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
  productId?: number | null | undefined;
  refer?: string | null | undefined;
  region?: string | null | undefined;
  sessionId?: string | null | undefined;
  timezone?: string | null | undefined;
  userId?: number | null | undefined;
};
export type useTrackEventMutation$variables = {
  input: TrackEventInput;
};
export type useTrackEventMutation$data = {
  readonly trackEvent: {
    readonly recorded: boolean;
  };
};
export type useTrackEventMutation = {
  response: useTrackEventMutation$data;
  variables: useTrackEventMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "TrackEventPayload",
    "kind": "LinkedField",
    "name": "trackEvent",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "recorded",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useTrackEventMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useTrackEventMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "04c535cd314cd6a4495b64db9661f8dbdfdb4fa4e6060fa0beefcc9e48fb8dce",
    "metadata": {},
    "name": "useTrackEventMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "30ca0f87693dfbd7c0d149ceaf7292bc";

export default node;
