/**
 * @generated SignedSource<<d7ee5bb6e1f6d1c01621ff47b1929c08>>
 * @relayHash ac68d2490198ef592eef6db8172d7c78
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ac6d2cf25950d695209a66e145b9bba8dddb49470a548056e24cc8a6117da826

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProductGalleryTestQuery$variables = Record<PropertyKey, never>;
export type ProductGalleryTestQuery$data = {
  readonly product: {
    readonly " $fragmentSpreads": FragmentRefs<"ProductGallery_product">;
  } | null | undefined;
};
export type ProductGalleryTestQuery = {
  response: ProductGalleryTestQuery$data;
  variables: ProductGalleryTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "productId",
    "value": 12
  }
],
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "url",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "alt",
    "storageKey": null
  }
],
v2 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ProductGalleryTestQuery",
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
            "name": "ProductGallery_product"
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
    "name": "ProductGalleryTestQuery",
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
          {
            "alias": null,
            "args": null,
            "concreteType": "Image",
            "kind": "LinkedField",
            "name": "cover",
            "plural": false,
            "selections": (v1/*:: as any*/),
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
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Image",
                "kind": "LinkedField",
                "name": "images",
                "plural": true,
                "selections": (v1/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": "product(productId:12)"
      }
    ]
  },
  "params": {
    "id": "ac6d2cf25950d695209a66e145b9bba8dddb49470a548056e24cc8a6117da826",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "product": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Product"
        },
        "product.colors": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "ProductColor"
        },
        "product.colors.colorId": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Int"
        },
        "product.colors.images": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "Image"
        },
        "product.colors.images.alt": (v2/*:: as any*/),
        "product.colors.images.url": (v2/*:: as any*/),
        "product.colors.name": (v2/*:: as any*/),
        "product.cover": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Image"
        },
        "product.cover.alt": (v2/*:: as any*/),
        "product.cover.url": (v2/*:: as any*/),
        "product.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "product.title": (v2/*:: as any*/)
      }
    },
    "name": "ProductGalleryTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "85dcac129b1aaa3e918b674265722b96";

export default node;
