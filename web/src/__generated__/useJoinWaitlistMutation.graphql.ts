/**
 * @generated SignedSource<<94f8c1f4c43d02a2f1224cf7b1268933>>
 * @relayHash fb3c28c6d225ff66b780141fa91b84f0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 721478cd9f3a96a561e74ad1e41d2f1d97459e419a69e909f5ec0467a0215e4f

import { ConcreteRequest } from 'relay-runtime';
export type WaitlistState = "ADMITTED" | "GUEST" | "NONE" | "WAITING" | "%future added value";
export type useJoinWaitlistMutation$variables = Record<PropertyKey, never>;
export type useJoinWaitlistMutation$data = {
  readonly joinWaitlist: {
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: ReadonlyArray<string> | null | undefined;
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
            "name": "code",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "field",
            "storageKey": null
          },
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
    "id": "721478cd9f3a96a561e74ad1e41d2f1d97459e419a69e909f5ec0467a0215e4f",
    "metadata": {},
    "name": "useJoinWaitlistMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "49a9023506c61d4e926e0bac36cbef93";

export default node;
