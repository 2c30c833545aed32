/**
 * @generated SignedSource<<efa6e40e2318cadc1c0e03965b4d75c2>>
 * @relayHash 49d7dd42c37b3a652f97e441c439e12c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a87c6a058aaf3255f4825f00079cfc596e62a5b82b1691d79cebce29a443b23a

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WishlistHeartTestQuery$variables = Record<PropertyKey, never>;
export type WishlistHeartTestQuery$data = {
  readonly product: {
    readonly " $fragmentSpreads": FragmentRefs<"WishlistHeart_product">;
  } | null | undefined;
};
export type WishlistHeartTestQuery = {
  response: WishlistHeartTestQuery$data;
  variables: WishlistHeartTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "productId",
    "value": 12
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "WishlistHeartTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Product",
        "kind": "LinkedField",
        "name": "product",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "WishlistHeart_product"
          }
        ],
        "storageKey": "product(productId:12)"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "WishlistHeartTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
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
            "name": "productId",
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
            "name": "isWished",
            "storageKey": null
          }
        ],
        "storageKey": "product(productId:12)"
      }
    ]
  },
  "params": {
    "id": "a87c6a058aaf3255f4825f00079cfc596e62a5b82b1691d79cebce29a443b23a",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "product": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Product"
        },
        "product.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "product.isWished": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        },
        "product.productId": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Int"
        },
        "product.title": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "String"
        }
      }
    },
    "name": "WishlistHeartTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ba5c8591615b54db188526e11af6d62d";

export default node;
