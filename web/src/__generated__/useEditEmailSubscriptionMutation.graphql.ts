/**
 * @generated SignedSource<<7772d13e50737e91b0353f595aac0bc8>>
 * @relayHash 458572aa0704c94b62445ac3767ba9cc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c20b114b2bdbb63e72534d5d1e82d9c5ea68df7cbe98cdeb594903f5c50c84d3

import { ConcreteRequest } from 'relay-runtime';
export type EditEmailSubscriptionInput = {
  subscribe: boolean;
  token?: string | null | undefined;
};
export type useEditEmailSubscriptionMutation$variables = {
  input: EditEmailSubscriptionInput;
};
export type useEditEmailSubscriptionMutation$data = {
  readonly editEmailSubscription: {
    readonly email: string | null | undefined;
    readonly subscribed: boolean | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: ReadonlyArray<string> | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useEditEmailSubscriptionMutation = {
  response: useEditEmailSubscriptionMutation$data;
  variables: useEditEmailSubscriptionMutation$variables;
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
    "concreteType": "EditEmailSubscriptionPayload",
    "kind": "LinkedField",
    "name": "editEmailSubscription",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "email",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "subscribed",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useEditEmailSubscriptionMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useEditEmailSubscriptionMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "c20b114b2bdbb63e72534d5d1e82d9c5ea68df7cbe98cdeb594903f5c50c84d3",
    "metadata": {},
    "name": "useEditEmailSubscriptionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9e07d560556f7e6a8cdee7d565271115";

export default node;
