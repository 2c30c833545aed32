/**
 * @generated SignedSource<<6d2138fa8b6aa15d83ab27fa1a7d83d4>>
 * @relayHash 5b580d570927fdd10b49820662d5efd8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c21c28fe26e3f5af78445f8423abbe00237df48ae5ae7335f709d9cb3355b32a

import { ConcreteRequest } from 'relay-runtime';
export type SharedCollectionKind = "CAPSULE" | "PRODUCT" | "WISHLIST" | "%future added value";
export type ShareCollectionInput = {
  kind: SharedCollectionKind;
  resourceId: number;
};
export type useShareCollectionMutation$variables = {
  input: ShareCollectionInput;
};
export type useShareCollectionMutation$data = {
  readonly shareCollection: {
    readonly share: {
      readonly url: string;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: ReadonlyArray<string> | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useShareCollectionMutation = {
  response: useShareCollectionMutation$data;
  variables: useShareCollectionMutation$variables;
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
    "concreteType": "ShareCollectionPayload",
    "kind": "LinkedField",
    "name": "shareCollection",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "CollectionShare",
        "kind": "LinkedField",
        "name": "share",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "url",
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
    "name": "useShareCollectionMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useShareCollectionMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "c21c28fe26e3f5af78445f8423abbe00237df48ae5ae7335f709d9cb3355b32a",
    "metadata": {},
    "name": "useShareCollectionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "32326f14abd2937ab769d6d15b909aa8";

export default node;
