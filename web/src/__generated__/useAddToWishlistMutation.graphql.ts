/**
 * @generated SignedSource<<9cde0a72fd204f7190c9df698ca01137>>
 * @relayHash 99cd7a7f07ca32172e1201a3691efc3d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID df51b3b2ed6690935cda559c39de02fea8254f277c738d5fac5945db955fba05

import { ConcreteRequest } from 'relay-runtime';
export type WishlistInput = {
  productId: string;
};
export type useAddToWishlistMutation$variables = {
  input: WishlistInput;
};
export type useAddToWishlistMutation$data = {
  readonly addToWishlist: {
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
export type useAddToWishlistMutation = {
  response: useAddToWishlistMutation$data;
  variables: useAddToWishlistMutation$variables;
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
    "name": "addToWishlist",
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
    "name": "useAddToWishlistMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAddToWishlistMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "df51b3b2ed6690935cda559c39de02fea8254f277c738d5fac5945db955fba05",
    "metadata": {},
    "name": "useAddToWishlistMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d1e70b720f8ecb090bbfb67210fb74b8";

export default node;
