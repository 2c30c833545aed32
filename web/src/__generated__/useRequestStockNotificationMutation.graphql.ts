/**
 * @generated SignedSource<<606baa3ae2377f116d8266a25def844d>>
 * @relayHash c7f5b35ace3ac8600209a01128765515
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 18f45387055871c62681e821e4c36f0bd91957c7df2dc0dca28332801c54b49a

import { ConcreteRequest } from 'relay-runtime';
export type RequestStockNotificationInput = {
  sku: string;
};
export type useRequestStockNotificationMutation$variables = {
  input: RequestStockNotificationInput;
};
export type useRequestStockNotificationMutation$data = {
  readonly requestStockNotification: {
    readonly saved: boolean;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: ReadonlyArray<string> | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useRequestStockNotificationMutation = {
  response: useRequestStockNotificationMutation$data;
  variables: useRequestStockNotificationMutation$variables;
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
    "concreteType": "RequestStockNotificationPayload",
    "kind": "LinkedField",
    "name": "requestStockNotification",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "saved",
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
    "name": "useRequestStockNotificationMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRequestStockNotificationMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "18f45387055871c62681e821e4c36f0bd91957c7df2dc0dca28332801c54b49a",
    "metadata": {},
    "name": "useRequestStockNotificationMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8ed3351746f210cfe9c3100672381517";

export default node;
