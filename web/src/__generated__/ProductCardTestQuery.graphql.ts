/**
 * @generated SignedSource<<13e9b092c12f5de16c5bf5122fe8f787>>
 * @relayHash c7d90ad099ca25a112310e389143951b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b4935156e2f55d54cdd51cd0974caa75f23223ef42341cdee6b68f8e1d4d0e00

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProductCardTestQuery$variables = Record<PropertyKey, never>;
export type ProductCardTestQuery$data = {
  readonly product: {
    readonly " $fragmentSpreads": FragmentRefs<"ProductCard_product">;
  } | null | undefined;
};
export type ProductCardTestQuery = {
  response: ProductCardTestQuery$data;
  variables: ProductCardTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "productId",
    "value": 12
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "formatted",
  "storageKey": null
},
v5 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "amount",
    "storageKey": null
  },
  (v4/*:: as any*/)
],
v6 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v7 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v8 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v9 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v10 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Money"
},
v11 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Float"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ProductCardTestQuery",
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
            "name": "ProductCard_product"
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
    "name": "ProductCardTestQuery",
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
            "name": "title",
            "storageKey": null
          },
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isNew",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "availability",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Brand",
            "kind": "LinkedField",
            "name": "brand",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Image",
            "kind": "LinkedField",
            "name": "cover",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "alt",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Image",
            "kind": "LinkedField",
            "name": "hoverImage",
            "plural": false,
            "selections": [
              (v1/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ProductColor",
            "kind": "LinkedField",
            "name": "colors",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "colorId",
                "storageKey": null
              },
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hex",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Money",
            "kind": "LinkedField",
            "name": "rentalPrice",
            "plural": false,
            "selections": [
              (v4/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Money",
            "kind": "LinkedField",
            "name": "price",
            "plural": false,
            "selections": (v5/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Money",
            "kind": "LinkedField",
            "name": "originalPrice",
            "plural": false,
            "selections": (v5/*:: as any*/),
            "storageKey": null
          },
          (v3/*:: as any*/),
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
            "name": "isWished",
            "storageKey": null
          }
        ],
        "storageKey": "product(productId:12)"
      }
    ]
  },
  "params": {
    "id": "b4935156e2f55d54cdd51cd0974caa75f23223ef42341cdee6b68f8e1d4d0e00",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "product": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Product"
        },
        "product.availability": {
          "enumValues": [
            "AVAILABLE",
            "LOW_STOCK",
            "OUT_OF_STOCK"
          ],
          "nullable": false,
          "plural": false,
          "type": "Availability"
        },
        "product.brand": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Brand"
        },
        "product.brand.id": (v6/*:: as any*/),
        "product.brand.name": (v7/*:: as any*/),
        "product.colors": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "ProductColor"
        },
        "product.colors.colorId": (v8/*:: as any*/),
        "product.colors.hex": (v7/*:: as any*/),
        "product.colors.name": (v7/*:: as any*/),
        "product.cover": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Image"
        },
        "product.cover.alt": (v7/*:: as any*/),
        "product.cover.url": (v7/*:: as any*/),
        "product.hoverImage": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Image"
        },
        "product.hoverImage.url": (v7/*:: as any*/),
        "product.id": (v6/*:: as any*/),
        "product.isNew": (v9/*:: as any*/),
        "product.isWished": (v9/*:: as any*/),
        "product.originalPrice": (v10/*:: as any*/),
        "product.originalPrice.amount": (v11/*:: as any*/),
        "product.originalPrice.formatted": (v7/*:: as any*/),
        "product.price": (v10/*:: as any*/),
        "product.price.amount": (v11/*:: as any*/),
        "product.price.formatted": (v7/*:: as any*/),
        "product.productId": (v8/*:: as any*/),
        "product.rentalPrice": (v10/*:: as any*/),
        "product.rentalPrice.formatted": (v7/*:: as any*/),
        "product.title": (v7/*:: as any*/),
        "product.url": (v7/*:: as any*/)
      }
    },
    "name": "ProductCardTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c87c4d5e04209d87b1f0037ef2c939ff";

export default node;
