/**
 * @generated SignedSource<<df061e63db0e3455487b3158851cb6a5>>
 * @relayHash cbf1b4c343e319edcc1e4e0e76252b4b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 550d1657d92d252a19044b98f64a2b194a71264cd16db8214acc4e8d6b4dd2ba

import { ConcreteRequest } from 'relay-runtime';
export type WaitlistState = "ADMITTED" | "GUEST" | "NONE" | "WAITING" | "%future added value";
export type useJoinWaitlistMutation$variables = Record<PropertyKey, never>;
export type useJoinWaitlistMutation$data = {
  readonly joinWaitlist: {
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
    readonly waitlist: {
      readonly modal: {
        readonly btnLink: string | null | undefined;
        readonly btnVisible: boolean;
        readonly subtitle: string;
        readonly text: string;
        readonly title: string;
        readonly visible: boolean;
      };
      readonly position: number | null | undefined;
      readonly state: WaitlistState;
    } | null | undefined;
  };
};
export type useJoinWaitlistMutation = {
  response: useJoinWaitlistMutation$data;
  variables: useJoinWaitlistMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "JoinWaitlistPayload",
    "kind": "LinkedField",
    "name": "joinWaitlist",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Waitlist",
        "kind": "LinkedField",
        "name": "waitlist",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "state",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "position",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "WaitlistModal",
            "kind": "LinkedField",
            "name": "modal",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "visible",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "subtitle",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "title",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "text",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "btnVisible",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "btnLink",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "UserError",
        "kind": "LinkedField",
        "name": "userErrors",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useJoinWaitlistMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useJoinWaitlistMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "550d1657d92d252a19044b98f64a2b194a71264cd16db8214acc4e8d6b4dd2ba",
    "metadata": {},
    "name": "useJoinWaitlistMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "387ce18c2f90749bc8a47052b215a94c";

export default node;
