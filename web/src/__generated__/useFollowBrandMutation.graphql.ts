/**
 * @generated SignedSource<<f48c98c51a79892082269e9fcf17e658>>
 * @relayHash d0e35062cc4a9a579439fa7a13b15c97
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a323bda74476b3bfdc102915d2ffd8b0409da299849d9686c673fae840027dc6

import { ConcreteRequest } from 'relay-runtime';
export type FollowBrandInput = {
  brandId: string;
};
export type useFollowBrandMutation$variables = {
  input: FollowBrandInput;
};
export type useFollowBrandMutation$data = {
  readonly followBrand: {
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
export type useFollowBrandMutation = {
  response: useFollowBrandMutation$data;
  variables: useFollowBrandMutation$variables;
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
    "name": "followBrand",
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
    "name": "useFollowBrandMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useFollowBrandMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "a323bda74476b3bfdc102915d2ffd8b0409da299849d9686c673fae840027dc6",
    "metadata": {},
    "name": "useFollowBrandMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7598b7dbf4a67c28fa0e60801ecdfdbe";

export default node;
