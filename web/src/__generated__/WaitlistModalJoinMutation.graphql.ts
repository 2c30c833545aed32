/**
 * @generated SignedSource<<21370a713e446cbeb18488cd57d70cee>>
 * @relayHash 15e8e28af489061cd531fb59e26fcfa8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e5a49e9174ecd407bc51bf55a4b06a609d9ae38fd1b84eaccac2823a7c3213f1

import { ConcreteRequest } from 'relay-runtime';
export type WaitlistState = "ADMITTED" | "GUEST" | "NONE" | "WAITING" | "%future added value";
export type WaitlistModalJoinMutation$variables = Record<PropertyKey, never>;
export type WaitlistModalJoinMutation$data = {
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
export type WaitlistModalJoinMutation = {
  response: WaitlistModalJoinMutation$data;
  variables: WaitlistModalJoinMutation$variables;
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
    "name": "WaitlistModalJoinMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "WaitlistModalJoinMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "e5a49e9174ecd407bc51bf55a4b06a609d9ae38fd1b84eaccac2823a7c3213f1",
    "metadata": {},
    "name": "WaitlistModalJoinMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "75f539db392975d97721c36c60f495a9";

export default node;
