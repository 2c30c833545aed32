/**
 * @generated SignedSource<<1ee782e405d1da04f58e8e168ef437cb>>
 * @relayHash 7896b29d9356c3eee1b8e9295b7ad987
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d8a1b17e8a6e26946a994dac14878870f05d2e2bfceb2f60dde0285f73b658d2

import { ConcreteRequest } from 'relay-runtime';
export type BillingAndReceiptsScreenDetailQuery$variables = {
  id: string;
};
export type BillingAndReceiptsScreenDetailQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly receipt: {
      readonly billingAddress: {
        readonly city: string;
        readonly firstName: string;
        readonly lastName: string;
        readonly state: string;
        readonly streetAddress: string;
        readonly zip: string;
      } | null | undefined;
      readonly couponCode: string | null | undefined;
      readonly discount: {
        readonly amount: number;
        readonly formatted: string;
      };
      readonly id: string;
      readonly lines: ReadonlyArray<{
        readonly amount: {
          readonly formatted: string;
        };
        readonly detail: string;
        readonly quantity: number;
        readonly title: string;
      }>;
      readonly periodEnd: string | null | undefined;
      readonly periodStart: string | null | undefined;
      readonly pointsUsed: number;
      readonly pointsValue: {
        readonly formatted: string;
      };
      readonly subtotal: {
        readonly formatted: string;
      };
      readonly totalBilled: {
        readonly formatted: string;
      };
    } | null | undefined;
  } | null | undefined;
};
export type BillingAndReceiptsScreenDetailQuery = {
  response: BillingAndReceiptsScreenDetailQuery$data;
  variables: BillingAndReceiptsScreenDetailQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "formatted",
  "storageKey": null
},
v3 = [
  (v2/*:: as any*/)
],
v4 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": [
          {
            "kind": "Variable",
            "name": "id",
            "variableName": "id"
          }
        ],
        "concreteType": "Receipt",
        "kind": "LinkedField",
        "name": "receipt",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ReceiptLine",
            "kind": "LinkedField",
            "name": "lines",
            "plural": true,
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
                "name": "detail",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "quantity",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Money",
                "kind": "LinkedField",
                "name": "amount",
                "plural": false,
                "selections": (v3/*:: as any*/),
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
            "name": "subtotal",
            "plural": false,
            "selections": (v3/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "couponCode",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Money",
            "kind": "LinkedField",
            "name": "discount",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "amount",
                "storageKey": null
              },
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "pointsUsed",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Money",
            "kind": "LinkedField",
            "name": "pointsValue",
            "plural": false,
            "selections": (v3/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Money",
            "kind": "LinkedField",
            "name": "totalBilled",
            "plural": false,
            "selections": (v3/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "periodStart",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "periodEnd",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "BillingAddress",
            "kind": "LinkedField",
            "name": "billingAddress",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "firstName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "streetAddress",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "city",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "state",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "zip",
                "storageKey": null
              }
            ],
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
    "name": "BillingAndReceiptsScreenDetailQuery",
    "selections": (v4/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "BillingAndReceiptsScreenDetailQuery",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "id": "d8a1b17e8a6e26946a994dac14878870f05d2e2bfceb2f60dde0285f73b658d2",
    "metadata": {},
    "name": "BillingAndReceiptsScreenDetailQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "cbeb96ad721495d3b7c68f681015391b";

export default node;
