/**
 * @generated SignedSource<<7b638e340064d986ec4cf50a1c73b2a4>>
 * @relayHash f20e873034594a21c16c50e4ad6536ca
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 30b35f05ae97fa57988d42119b70eb25b40858cdacb0e41277eb1c824c991dd8

import { ConcreteRequest } from 'relay-runtime';
export type AddToCapsuleQuery$variables = Record<PropertyKey, never>;
export type AddToCapsuleQuery$data = {
  readonly viewer: {
    readonly capsules: ReadonlyArray<{
      readonly capsuleId: number;
      readonly id: string;
      readonly name: string;
    }>;
  } | null | undefined;
};
export type AddToCapsuleQuery = {
  response: AddToCapsuleQuery$data;
  variables: AddToCapsuleQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "Capsule",
  "kind": "LinkedField",
  "name": "capsules",
  "plural": true,
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "capsuleId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AddToCapsuleQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AddToCapsuleQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "30b35f05ae97fa57988d42119b70eb25b40858cdacb0e41277eb1c824c991dd8",
    "metadata": {},
    "name": "AddToCapsuleQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3d2faed64ebd7f161e64add7cf836b88";

export default node;
