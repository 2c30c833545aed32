/**
 * @generated SignedSource<<918b562f0ca9191df7317e11aa8a6295>>
 * @relayHash 5e14c028354c5a66b6fd83543d61e5dc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3c69a5d2d49157678190e63cc96868243a7a174716d925524220ae48846426a0

import { ConcreteRequest } from 'relay-runtime';
export type WishlistInput = {
  productId: string;
};
export type useRemoveFromWishlistMutation$variables = {
  input: WishlistInput;
};
export type useRemoveFromWishlistMutation$data = {
  readonly removeFromWishlist: {
    readonly product: {
      readonly id: string;
      readonly isWished: boolean;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: ReadonlyArray<string> | null | undefined;
      readonly message: string;
    }>;
    readonly wishlistCount: number | null | undefined;
  };
};
export type useRemoveFromWishlistMutation = {
  response: useRemoveFromWishlistMutation$data;
  variables: useRemoveFromWishlistMutation$variables;
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
    "concreteType": "WishlistPayload",
    "kind": "LinkedField",
    "name": "removeFromWishlist",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Product",
        "kind": "LinkedField",
        "name": "product",
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
            "name": "isWished",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "wishlistCount",
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
    "name": "useRemoveFromWishlistMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRemoveFromWishlistMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "3c69a5d2d49157678190e63cc96868243a7a174716d925524220ae48846426a0",
    "metadata": {},
    "name": "useRemoveFromWishlistMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a28f8f047124ea4f8fd22ac12bb2fb3d";

export default node;
