/**
 * @generated SignedSource<<f4a0bc6217872846c6cb06c08a8188fc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CheckoutMode = "PURCHASE_ONLY" | "RENT_AND_PURCHASE" | "RENT_ONLY" | "RENT_TO_BUY" | "RESUBSCRIBE" | "RESUME_SUBSCRIPTION" | "SUBSCRIBE" | "UNLOCK_EARLY" | "%future added value";
export type OrderPrimaryAction = "PAY_NOW" | "PROCESSING" | "TRACK_TOTE" | "%future added value";
export type OrderSecondaryAction = "CANCEL_ORDER" | "CONTACT_US" | "VIEW_RECEIPT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OrderActions_order$data = {
  readonly mode: CheckoutMode;
  readonly orderId: number;
  readonly primaryActions: ReadonlyArray<OrderPrimaryAction>;
  readonly receipt: {
    readonly createdAt: string;
    readonly id: string;
    readonly lines: ReadonlyArray<{
      readonly amount: {
        readonly formatted: string;
      };
      readonly detail: string;
      readonly quantity: number;
      readonly title: string;
    }>;
    readonly receiptId: number;
    readonly title: string;
    readonly totalBilled: {
      readonly formatted: string;
    };
  } | null | undefined;
  readonly secondaryActions: ReadonlyArray<OrderSecondaryAction>;
  readonly totalBilled: {
    readonly amount: number;
    readonly formatted: string;
  };
  readonly " $fragmentSpreads": FragmentRefs<"ShareOrderAction_order">;
  readonly " $fragmentType": "OrderActions_order";
};
export type OrderActions_order$key = {
  readonly " $data"?: OrderActions_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderActions_order">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "formatted",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v2 = [
  (v0/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderActions_order",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "orderId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "mode",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "totalBilled",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "amount",
          "storageKey": null
        },
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "primaryActions",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "secondaryActions",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ShareOrderAction_order"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Receipt",
      "kind": "LinkedField",
      "name": "receipt",
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
          "name": "receiptId",
          "storageKey": null
        },
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createdAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ReceiptLine",
          "kind": "LinkedField",
          "name": "lines",
          "plural": true,
          "selections": [
            (v1/*:: as any*/),
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
              "selections": (v2/*:: as any*/),
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
          "name": "totalBilled",
          "plural": false,
          "selections": (v2/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};
})();

(node as any).hash = "253b2bcf5facb4e0d84ba1a3f6c05494";

export default node;
