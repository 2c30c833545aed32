/**
 * @generated SignedSource<<1b590019c5e92a83e7f18628e82cdb7e>>
 * @relayHash c93489ac1f49d7d12eb6118a5b01fbe7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e50288f814f0591175b1e2facf5da985fa49d3a195db3caeb50c7e060ce36fe8

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ToteCheckoutTestQuery$variables = Record<PropertyKey, never>;
export type ToteCheckoutTestQuery$data = {
  readonly viewer: {
    readonly tote: {
      readonly " $fragmentSpreads": FragmentRefs<"ToteCheckout_tote">;
    };
    readonly " $fragmentSpreads": FragmentRefs<"ToteCheckout_user">;
  } | null | undefined;
};
export type ToteCheckoutTestQuery = {
  response: ToteCheckoutTestQuery$data;
  variables: ToteCheckoutTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "checked",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ToteSection"
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "ToteItem"
},
v5 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ToteCheckoutTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ToteCheckout_user"
          },
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
                "name": "ToteCheckout_tote"
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
    "name": "ToteCheckoutTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "subscriptionStatus",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Tote",
            "kind": "LinkedField",
            "name": "tote",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ToteSection",
                "kind": "LinkedField",
                "name": "rent",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ToteItem",
                    "kind": "LinkedField",
                    "name": "items",
                    "plural": true,
                    "selections": [
                      (v0/*:: as any*/),
                      (v1/*:: as any*/)
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
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ToteItem",
                    "kind": "LinkedField",
                    "name": "items",
                    "plural": true,
                    "selections": [
                      (v0/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "quantity",
                        "storageKey": null
                      },
                      (v1/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              (v1/*:: as any*/)
            ],
            "storageKey": null
          },
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "e50288f814f0591175b1e2facf5da985fa49d3a195db3caeb50c7e060ce36fe8",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "viewer": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "User"
        },
        "viewer.id": (v2/*:: as any*/),
        "viewer.subscriptionStatus": {
          "enumValues": [
            "NOT_SUBSCRIBED",
            "SUBSCRIBED",
            "PAUSED",
            "CANCELLED"
          ],
          "nullable": false,
          "plural": false,
          "type": "SubscriptionStatus"
        },
        "viewer.tote": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Tote"
        },
        "viewer.tote.id": (v2/*:: as any*/),
        "viewer.tote.purchase": (v3/*:: as any*/),
        "viewer.tote.purchase.items": (v4/*:: as any*/),
        "viewer.tote.purchase.items.checked": (v5/*:: as any*/),
        "viewer.tote.purchase.items.id": (v2/*:: as any*/),
        "viewer.tote.purchase.items.quantity": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Int"
        },
        "viewer.tote.rent": (v3/*:: as any*/),
        "viewer.tote.rent.items": (v4/*:: as any*/),
        "viewer.tote.rent.items.checked": (v5/*:: as any*/),
        "viewer.tote.rent.items.id": (v2/*:: as any*/)
      }
    },
    "name": "ToteCheckoutTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d7ac20c2e57b1e6a1e5265bdd068fe88";

export default node;
