/**
 * @generated SignedSource<<306ea32845036b68f88bd0932086b932>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OrderMode = "PURCHASE_ONLY" | "RENEWAL" | "RENT_AND_PURCHASE" | "RENT_ONLY" | "RENT_TO_BUY" | "RESUBSCRIBE" | "RESUME_SUBSCRIPTION" | "SUBSCRIBE" | "UNLOCK_EARLY" | "%future added value";
export type OrderPrimaryAction = "PAY_NOW" | "PROCESSING" | "RETURN_LABEL" | "TRACK_RETURN" | "TRACK_TOTE" | "%future added value";
export type OrderSecondaryAction = "CANCEL_ORDER" | "CONTACT_US" | "RETURN" | "VIEW_RECEIPT" | "VIEW_REFUND" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OrderActions_order$data = {
  readonly mode: OrderMode;
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
  readonly refundReceipts: ReadonlyArray<{
    readonly amount: {
      readonly formatted: string;
    };
    readonly createdAt: string;
    readonly receiptId: number;
    readonly title: string;
  }>;
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
  "name": "receiptId",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v4 = [
  (v0/*:: as any*/)
],
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "amount",
  "plural": false,
  "selections": (v4/*:: as any*/),
  "storageKey": null
};
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
      "name": "refundReceipts",
      "plural": true,
      "selections": [
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        (v3/*:: as any*/),
        (v5/*:: as any*/)
      ],
      "storageKey": null
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
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        (v3/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "ReceiptLine",
          "kind": "LinkedField",
          "name": "lines",
          "plural": true,
          "selections": [
            (v2/*:: as any*/),
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
            (v5/*:: as any*/)
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
          "selections": (v4/*:: as any*/),
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

(node as any).hash = "2665afbe9b9b64287629e56f8ea7bd7a";

export default node;
