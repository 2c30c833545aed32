/**
 * @generated SignedSource<<549b5ba76b5e4dcb8f0903d5e5742a61>>
 * @relayHash da50444ead433c54c98a86817ef14691
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9d134f207b9a3babfadd9b600905fb6249f9bff187eb428f49f84d7bc9d48986

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SizePickerTestQuery$variables = {
  colorId?: number | null | undefined;
};
export type SizePickerTestQuery$data = {
  readonly product: {
    readonly " $fragmentSpreads": FragmentRefs<"SizePicker_product">;
  } | null | undefined;
};
export type SizePickerTestQuery = {
  response: SizePickerTestQuery$data;
  variables: SizePickerTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "colorId"
  }
],
v1 = [
  {
    "kind": "Literal",
    "name": "productId",
    "value": 12
  }
],
v2 = [
  {
    "kind": "Variable",
    "name": "colorId",
    "variableName": "colorId"
  }
],
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SizePickerTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Product",
        "kind": "LinkedField",
        "name": "product",
        "plural": false,
        "selections": [
          {
            "args": (v2/*:: as any*/),
            "kind": "FragmentSpread",
            "name": "SizePicker_product"
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SizePickerTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Product",
        "kind": "LinkedField",
        "name": "product",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "productId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v2/*:: as any*/),
            "concreteType": "ProductSize",
            "kind": "LinkedField",
            "name": "sizes",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "sku",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "label",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "stock",
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
                "kind": "ScalarField",
                "name": "heldForYouUntil",
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
    "id": "9d134f207b9a3babfadd9b600905fb6249f9bff187eb428f49f84d7bc9d48986",
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
        "product.productId": (v3/*:: as any*/),
        "product.sizes": {
          "enumValues": null,
          "nullable": true,
          "plural": true,
          "type": "ProductSize"
        },
        "product.sizes.availability": {
          "enumValues": [
            "AVAILABLE",
            "ONLY_ONE",
            "LOW_STOCK",
            "OUT_OF_STOCK"
          ],
          "nullable": false,
          "plural": false,
          "type": "SizeAvailability"
        },
        "product.sizes.heldForYouUntil": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        },
        "product.sizes.label": (v4/*:: as any*/),
        "product.sizes.sku": (v4/*:: as any*/),
        "product.sizes.stock": (v3/*:: as any*/)
      }
    },
    "name": "SizePickerTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3403ad378c2aa96ee6b55657b0016658";

export default node;
