/**
 * @generated SignedSource<<0c22537b3f152605c8977e1d82fbf0d9>>
 * @relayHash 4a3ca240aeb0a769b0ba6290d16a1fb0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cbe00c9684c4de15e5ce60d8e5cb0a1631bccafb4b6ad8fb252051ea2e8ed619

import { ConcreteRequest } from 'relay-runtime';
export type WaitlistGateQuery$variables = Record<PropertyKey, never>;
export type WaitlistGateQuery$data = {
  readonly waitlist: {
    readonly modal: {
      readonly btnVisible: boolean;
      readonly text: string;
      readonly title: string;
      readonly visible: boolean;
    };
  };
};
export type WaitlistGateQuery = {
  response: WaitlistGateQuery$data;
  variables: WaitlistGateQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
    "name": "WaitlistGateQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "WaitlistGateQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "cbe00c9684c4de15e5ce60d8e5cb0a1631bccafb4b6ad8fb252051ea2e8ed619",
    "metadata": {},
    "name": "WaitlistGateQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ca949bbfbe813112027ed23737600ecf";

export default node;
