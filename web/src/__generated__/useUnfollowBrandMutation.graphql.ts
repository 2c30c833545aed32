/**
 * @generated SignedSource<<5ec26ebd195f4f0d46ecbf63008e46bb>>
 * @relayHash dd7cae5b8640232e66ac0a5b1f622818
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 41c62c99f42befbb172aead5d8a96a64b08875cf791c2c5d6adbc83511a7fe14

import { ConcreteRequest } from 'relay-runtime';
export type FollowBrandInput = {
  brandId: string;
};
export type useUnfollowBrandMutation$variables = {
  input: FollowBrandInput;
};
export type useUnfollowBrandMutation$data = {
  readonly unfollowBrand: {
    readonly brand: {
      readonly id: string;
      readonly isFollowed: boolean;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: ReadonlyArray<string> | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useUnfollowBrandMutation = {
  response: useUnfollowBrandMutation$data;
  variables: useUnfollowBrandMutation$variables;
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
    "concreteType": "FollowBrandPayload",
    "kind": "LinkedField",
    "name": "unfollowBrand",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Brand",
        "kind": "LinkedField",
        "name": "brand",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isFollowed",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUnfollowBrandMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUnfollowBrandMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "41c62c99f42befbb172aead5d8a96a64b08875cf791c2c5d6adbc83511a7fe14",
    "metadata": {},
    "name": "useUnfollowBrandMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d19f066923c1e754c5c16feffba50897";

export default node;
