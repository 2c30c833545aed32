/**
 * @generated SignedSource<<cac1bc16811fa62fcb6e5c53039a07d7>>
 * @relayHash 18cc2ea85753db355b6d14221284a39c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 13096e282d625bae01a0ee68684342128759e9cff574584e57881cc3c0ca36b7

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PdpActionsTestQuery$variables = Record<PropertyKey, never>;
export type PdpActionsTestQuery$data = {
  readonly product: {
    readonly " $fragmentSpreads": FragmentRefs<"PdpActions_product">;
  } | null | undefined;
  readonly viewer: {
    readonly id: string;
    readonly toteIcon: number;
  } | null | undefined;
};
export type PdpActionsTestQuery = {
  response: PdpActionsTestQuery$data;
  variables: PdpActionsTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "viewer",
  "plural": false,
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "toteIcon",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v2 = [
  {
    "kind": "Literal",
    "name": "productId",
    "value": 12
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "canRent",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "canBuy",
  "storageKey": null
},
v5 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
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
  "plural": true,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PdpActionsTestQuery",
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Product",
        "kind": "LinkedField",
        "name": "product",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PdpActions_product"
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
    "name": "PdpActionsTestQuery",
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Product",
        "kind": "LinkedField",
        "name": "product",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
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
            "concreteType": "Money",
            "kind": "LinkedField",
            "name": "price",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "formatted",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ProductConfig",
            "kind": "LinkedField",
            "name": "config",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ToteButtons",
            "kind": "LinkedField",
            "name": "toteButtons",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "rentLabel",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "rentDisabledReason",
                "storageKey": null
              },
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "buyLabel",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "rentSkusInTote",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "purchaseSkusInTote",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "rentCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "upperLimit",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "product(productId:12)"
      }
    ]
  },
  "params": {
    "id": "13096e282d625bae01a0ee68684342128759e9cff574584e57881cc3c0ca36b7",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "product": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Product"
        },
        "product.config": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "ProductConfig"
        },
        "product.config.canBuy": (v5/*:: as any*/),
        "product.config.canRent": (v5/*:: as any*/),
        "product.id": (v6/*:: as any*/),
        "product.price": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Money"
        },
        "product.price.formatted": (v7/*:: as any*/),
        "product.productId": (v8/*:: as any*/),
        "product.title": (v7/*:: as any*/),
        "product.toteButtons": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "ToteButtons"
        },
        "product.toteButtons.buyLabel": (v7/*:: as any*/),
        "product.toteButtons.canBuy": (v5/*:: as any*/),
        "product.toteButtons.canRent": (v5/*:: as any*/),
        "product.toteButtons.purchaseSkusInTote": (v9/*:: as any*/),
        "product.toteButtons.rentCount": (v8/*:: as any*/),
        "product.toteButtons.rentDisabledReason": {
          "enumValues": [
            "MEMBERSHIP",
            "TOTE_FULL",
            "SOLD_OUT"
          ],
          "nullable": true,
          "plural": false,
          "type": "RentDisabledReason"
        },
        "product.toteButtons.rentLabel": (v7/*:: as any*/),
        "product.toteButtons.rentSkusInTote": (v9/*:: as any*/),
        "product.toteButtons.upperLimit": (v8/*:: as any*/),
        "viewer": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "User"
        },
        "viewer.id": (v6/*:: as any*/),
        "viewer.toteIcon": (v8/*:: as any*/)
      }
    },
    "name": "PdpActionsTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "9f8688c3d50bafb8cb5ef1e890adebf6";

export default node;
