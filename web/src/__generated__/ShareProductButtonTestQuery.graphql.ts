/**
 * @generated SignedSource<<ee9c3d10ea66fe408e532770da4ed0fe>>
 * @relayHash 45695c4bc920343d4e5bc425f877944e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2a6839b3b14aff874f7a2f41411233a437ab5860f909625aa05578fa5621270f

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ShareProductButtonTestQuery$variables = Record<PropertyKey, never>;
export type ShareProductButtonTestQuery$data = {
  readonly product: {
    readonly " $fragmentSpreads": FragmentRefs<"ShareProductButton_product">;
  } | null | undefined;
};
export type ShareProductButtonTestQuery = {
  response: ShareProductButtonTestQuery$data;
  variables: ShareProductButtonTestQuery$variables;
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
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ShareProductButtonTestQuery",
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
            "name": "ShareProductButton_product"
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
    "name": "ShareProductButtonTestQuery",
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
            "kind": "ScalarField",
            "name": "url",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "defaultColorId",
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
    "id": "2a6839b3b14aff874f7a2f41411233a437ab5860f909625aa05578fa5621270f",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "product": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Product"
        },
        "product.defaultColorId": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Int"
        },
        "product.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "product.title": (v1/*:: as any*/),
        "product.url": (v1/*:: as any*/)
      }
    },
    "name": "ShareProductButtonTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3bd2fcd2573e4cdd4c9b674d271a0063";

export default node;
