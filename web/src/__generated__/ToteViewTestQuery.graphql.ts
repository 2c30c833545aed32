/**
 * @generated SignedSource<<f99b7a59c8d6b8b6635ac0f08d973cd4>>
 * @relayHash 082e2a25c242d52f3d748516fd9031e7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c582d3e9afdf344eb05b048edd118fb048306b577914ff73525c187712babb23

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ToteViewTestQuery$variables = Record<PropertyKey, never>;
export type ToteViewTestQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly tote: {
      readonly " $fragmentSpreads": FragmentRefs<"ToteView_tote">;
    };
    readonly toteIcon: number;
  } | null | undefined;
};
export type ToteViewTestQuery = {
  response: ToteViewTestQuery$data;
  variables: ToteViewTestQuery$variables;
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
  "kind": "ScalarField",
  "name": "toteIcon",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "topInfo",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "num",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "saleType",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "ToteEmptyState",
  "kind": "LinkedField",
  "name": "emptyState",
  "plural": false,
  "selections": [
    (v5/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "buttonText",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "link",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "size",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "quantity",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "maxQuantity",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "availability",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "checked",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "concreteType": "ProductColorSummary",
  "kind": "LinkedField",
  "name": "color",
  "plural": false,
  "selections": [
    (v12/*:: as any*/)
  ],
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "concreteType": "Image",
  "kind": "LinkedField",
  "name": "image",
  "plural": false,
  "selections": [
    (v14/*:: as any*/)
  ],
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "formatted",
  "storageKey": null
},
v17 = [
  (v16/*:: as any*/)
],
v18 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "unitPrice",
  "plural": false,
  "selections": (v17/*:: as any*/),
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "concreteType": "Product",
  "kind": "LinkedField",
  "name": "product",
  "plural": false,
  "selections": [
    (v5/*:: as any*/),
    (v14/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Brand",
      "kind": "LinkedField",
      "name": "brand",
      "plural": false,
      "selections": [
        (v12/*:: as any*/),
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    (v0/*:: as any*/)
  ],
  "storageKey": null
},
v20 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v21 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v22 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v23 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ToteSection"
},
v24 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "ToteEmptyState"
},
v25 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "ToteItem"
},
v26 = {
  "enumValues": [
    "AVAILABLE",
    "INVALID",
    "OUT_OF_STOCK",
    "ONLY_ONE",
    "LOW_STOCK"
  ],
  "nullable": false,
  "plural": false,
  "type": "ItemAvailability"
},
v27 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v28 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ProductColorSummary"
},
v29 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Image"
},
v30 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Money"
},
v31 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Product"
},
v32 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Brand"
},
v33 = {
  "enumValues": [
    "RENT",
    "PURCHASE"
  ],
  "nullable": false,
  "plural": false,
  "type": "SaleType"
},
v34 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ToteViewTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Tote",
            "kind": "LinkedField",
            "name": "tote",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ToteView_tote"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ToteViewTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Tote",
            "kind": "LinkedField",
            "name": "tote",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "count",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "upperLimit",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "boxStatus",
                "storageKey": null
              },
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "bottomInfo",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ToteBilling",
                "kind": "LinkedField",
                "name": "billing",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "messages",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ToteSection",
                "kind": "LinkedField",
                "name": "rent",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v2/*:: as any*/),
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ToteItem",
                    "kind": "LinkedField",
                    "name": "items",
                    "plural": true,
                    "selections": [
                      (v0/*:: as any*/),
                      (v4/*:: as any*/),
                      (v7/*:: as any*/),
                      (v8/*:: as any*/),
                      (v9/*:: as any*/),
                      (v10/*:: as any*/),
                      (v11/*:: as any*/),
                      (v13/*:: as any*/),
                      (v15/*:: as any*/),
                      (v18/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Money",
                        "kind": "LinkedField",
                        "name": "lineTotal",
                        "plural": false,
                        "selections": (v17/*:: as any*/),
                        "storageKey": null
                      },
                      (v19/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ToteSection",
                "kind": "LinkedField",
                "name": "purchase",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ToteItem",
                    "kind": "LinkedField",
                    "name": "items",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Money",
                        "kind": "LinkedField",
                        "name": "lineTotal",
                        "plural": false,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "amount",
                            "storageKey": null
                          },
                          (v16/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v0/*:: as any*/),
                      (v4/*:: as any*/),
                      (v7/*:: as any*/),
                      (v8/*:: as any*/),
                      (v9/*:: as any*/),
                      (v10/*:: as any*/),
                      (v11/*:: as any*/),
                      (v13/*:: as any*/),
                      (v15/*:: as any*/),
                      (v18/*:: as any*/),
                      (v19/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v4/*:: as any*/),
                  (v2/*:: as any*/),
                  (v6/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "c582d3e9afdf344eb05b048edd118fb048306b577914ff73525c187712babb23",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "viewer": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "User"
        },
        "viewer.id": (v20/*:: as any*/),
        "viewer.tote": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Tote"
        },
        "viewer.tote.billing": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ToteBilling"
        },
        "viewer.tote.billing.messages": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "String"
        },
        "viewer.tote.bottomInfo": (v21/*:: as any*/),
        "viewer.tote.boxStatus": {
          "enumValues": [
            "OPEN",
            "FULL",
            "LOCKED"
          ],
          "nullable": false,
          "plural": false,
          "type": "BoxStatus"
        },
        "viewer.tote.count": (v22/*:: as any*/),
        "viewer.tote.id": (v20/*:: as any*/),
        "viewer.tote.purchase": (v23/*:: as any*/),
        "viewer.tote.purchase.emptyState": (v24/*:: as any*/),
        "viewer.tote.purchase.emptyState.buttonText": (v21/*:: as any*/),
        "viewer.tote.purchase.emptyState.link": (v21/*:: as any*/),
        "viewer.tote.purchase.emptyState.message": (v21/*:: as any*/),
        "viewer.tote.purchase.emptyState.title": (v21/*:: as any*/),
        "viewer.tote.purchase.items": (v25/*:: as any*/),
        "viewer.tote.purchase.items.availability": (v26/*:: as any*/),
        "viewer.tote.purchase.items.checked": (v27/*:: as any*/),
        "viewer.tote.purchase.items.color": (v28/*:: as any*/),
        "viewer.tote.purchase.items.color.name": (v21/*:: as any*/),
        "viewer.tote.purchase.items.id": (v20/*:: as any*/),
        "viewer.tote.purchase.items.image": (v29/*:: as any*/),
        "viewer.tote.purchase.items.image.url": (v21/*:: as any*/),
        "viewer.tote.purchase.items.lineTotal": (v30/*:: as any*/),
        "viewer.tote.purchase.items.lineTotal.amount": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Float"
        },
        "viewer.tote.purchase.items.lineTotal.formatted": (v21/*:: as any*/),
        "viewer.tote.purchase.items.maxQuantity": (v22/*:: as any*/),
        "viewer.tote.purchase.items.product": (v31/*:: as any*/),
        "viewer.tote.purchase.items.product.brand": (v32/*:: as any*/),
        "viewer.tote.purchase.items.product.brand.id": (v20/*:: as any*/),
        "viewer.tote.purchase.items.product.brand.name": (v21/*:: as any*/),
        "viewer.tote.purchase.items.product.id": (v20/*:: as any*/),
        "viewer.tote.purchase.items.product.title": (v21/*:: as any*/),
        "viewer.tote.purchase.items.product.url": (v21/*:: as any*/),
        "viewer.tote.purchase.items.quantity": (v22/*:: as any*/),
        "viewer.tote.purchase.items.saleType": (v33/*:: as any*/),
        "viewer.tote.purchase.items.size": (v21/*:: as any*/),
        "viewer.tote.purchase.items.unitPrice": (v30/*:: as any*/),
        "viewer.tote.purchase.items.unitPrice.formatted": (v21/*:: as any*/),
        "viewer.tote.purchase.num": (v22/*:: as any*/),
        "viewer.tote.purchase.saleType": (v33/*:: as any*/),
        "viewer.tote.purchase.topInfo": (v34/*:: as any*/),
        "viewer.tote.rent": (v23/*:: as any*/),
        "viewer.tote.rent.emptyState": (v24/*:: as any*/),
        "viewer.tote.rent.emptyState.buttonText": (v21/*:: as any*/),
        "viewer.tote.rent.emptyState.link": (v21/*:: as any*/),
        "viewer.tote.rent.emptyState.message": (v21/*:: as any*/),
        "viewer.tote.rent.emptyState.title": (v21/*:: as any*/),
        "viewer.tote.rent.items": (v25/*:: as any*/),
        "viewer.tote.rent.items.availability": (v26/*:: as any*/),
        "viewer.tote.rent.items.checked": (v27/*:: as any*/),
        "viewer.tote.rent.items.color": (v28/*:: as any*/),
        "viewer.tote.rent.items.color.name": (v21/*:: as any*/),
        "viewer.tote.rent.items.id": (v20/*:: as any*/),
        "viewer.tote.rent.items.image": (v29/*:: as any*/),
        "viewer.tote.rent.items.image.url": (v21/*:: as any*/),
        "viewer.tote.rent.items.lineTotal": (v30/*:: as any*/),
        "viewer.tote.rent.items.lineTotal.formatted": (v21/*:: as any*/),
        "viewer.tote.rent.items.maxQuantity": (v22/*:: as any*/),
        "viewer.tote.rent.items.product": (v31/*:: as any*/),
        "viewer.tote.rent.items.product.brand": (v32/*:: as any*/),
        "viewer.tote.rent.items.product.brand.id": (v20/*:: as any*/),
        "viewer.tote.rent.items.product.brand.name": (v21/*:: as any*/),
        "viewer.tote.rent.items.product.id": (v20/*:: as any*/),
        "viewer.tote.rent.items.product.title": (v21/*:: as any*/),
        "viewer.tote.rent.items.product.url": (v21/*:: as any*/),
        "viewer.tote.rent.items.quantity": (v22/*:: as any*/),
        "viewer.tote.rent.items.saleType": (v33/*:: as any*/),
        "viewer.tote.rent.items.size": (v21/*:: as any*/),
        "viewer.tote.rent.items.unitPrice": (v30/*:: as any*/),
        "viewer.tote.rent.items.unitPrice.formatted": (v21/*:: as any*/),
        "viewer.tote.rent.num": (v22/*:: as any*/),
        "viewer.tote.rent.saleType": (v33/*:: as any*/),
        "viewer.tote.rent.topInfo": (v34/*:: as any*/),
        "viewer.tote.topInfo": (v21/*:: as any*/),
        "viewer.tote.upperLimit": (v22/*:: as any*/),
        "viewer.toteIcon": (v22/*:: as any*/)
      }
    },
    "name": "ToteViewTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3e81990a6852d8b463587e38b437d2a8";

export default node;
