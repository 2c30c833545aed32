/**
 * @generated SignedSource<<69be2f0a89cb621eb129888e3e809424>>
 * @relayHash 744b3d83f34763500a1afb3d4720bfa2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 954f3c410b788bf2bd1b27a57618b22bfcff03e3ec1dae11dfba6976d8f4ba93

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ColorPickerTestQuery$variables = Record<PropertyKey, never>;
export type ColorPickerTestQuery$data = {
  readonly product: {
    readonly " $fragmentSpreads": FragmentRefs<"ColorPicker_product">;
  } | null | undefined;
};
export type ColorPickerTestQuery = {
  response: ColorPickerTestQuery$data;
  variables: ColorPickerTestQuery$variables;
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
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
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
    "name": "ColorPickerTestQuery",
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
            "name": "ColorPicker_product"
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
    "name": "ColorPickerTestQuery",
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
            "name": "productId",
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
    "id": "954f3c410b788bf2bd1b27a57618b22bfcff03e3ec1dae11dfba6976d8f4ba93",
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
        "product.colors.colorId": (v1/*:: as any*/),
        "product.colors.hex": (v2/*:: as any*/),
        "product.colors.name": (v2/*:: as any*/),
        "product.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "product.productId": (v1/*:: as any*/)
      }
    },
    "name": "ColorPickerTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "9a21742414660a57509bec6fca27134e";

export default node;
