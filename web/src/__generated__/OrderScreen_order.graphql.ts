/**
 * @generated SignedSource<<e4f2486b3b2bb14d43e2eccf3d2e6d80>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CardBrand = "AMEX" | "DINERS" | "DISCOVER" | "JCB" | "MASTERCARD" | "UNIONPAY" | "UNKNOWN" | "VISA" | "%future added value";
export type OrderMode = "PURCHASE_ONLY" | "RENEWAL" | "RENT_AND_PURCHASE" | "RENT_ONLY" | "RENT_TO_BUY" | "RESUBSCRIBE" | "RESUME_SUBSCRIPTION" | "SUBSCRIBE" | "UNLOCK_EARLY" | "%future added value";
export type OrderPrimaryAction = "PAY_NOW" | "PROCESSING" | "RETURN_LABEL" | "TRACK_RETURN" | "TRACK_TOTE" | "%future added value";
export type OrderStatus = "CANCELLED" | "DELIVERED" | "FULL" | "INCOMING" | "OPEN" | "PARTIALLY_DELIVERED" | "PARTIALLY_INCOMING" | "PAUSED" | "REQUESTED" | "RETURNED" | "RETURN_IN_TRANSIT" | "UNPAID" | "UNRESOLVED" | "%future added value";
export type PaymentStatus = "ERROR" | "FAILED" | "FREE" | "PENDING" | "SUCCESS" | "%future added value";
export type ReceiptCostType = "ORDER" | "PREMIUM" | "PURCHASE" | "REFUND" | "SUBSCRIPTION" | "%future added value";
export type SaleType = "PURCHASE" | "RENT" | "%future added value";
export type ShippingAddressSource = "CURRENT" | "ORDER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OrderScreen_order$data = {
  readonly card: {
    readonly brand: CardBrand;
    readonly last4: string;
  } | null | undefined;
  readonly costType: ReceiptCostType;
  readonly couponCode: string | null | undefined;
  readonly createdAt: string;
  readonly discount: {
    readonly amount: number;
    readonly formatted: string;
  };
  readonly id: string;
  readonly lines: ReadonlyArray<{
    readonly saleType: SaleType | null | undefined;
  }>;
  readonly mode: OrderMode;
  readonly orderId: number;
  readonly paidAt: string | null | undefined;
  readonly paymentMessage: string;
  readonly paymentStatus: PaymentStatus;
  readonly pointsUsed: number;
  readonly pointsValue: {
    readonly formatted: string;
  };
  readonly primaryActions: ReadonlyArray<OrderPrimaryAction>;
  readonly shipping: {
    readonly amount: number;
    readonly formatted: string;
  };
  readonly shippingAddress: {
    readonly city: string;
    readonly details: string;
    readonly firstName: string;
    readonly lastName: string;
    readonly state: string;
    readonly streetAddress: string;
    readonly zip: string;
  } | null | undefined;
  readonly shippingAddressSource: ShippingAddressSource | null | undefined;
  readonly status: OrderStatus;
  readonly subtotal: {
    readonly amount: number;
    readonly formatted: string;
  };
  readonly totalBilled: {
    readonly amount: number;
    readonly formatted: string;
  };
  readonly " $fragmentSpreads": FragmentRefs<"OrderActions_order" | "OrderLines_order" | "OrderReturns_order" | "OrderTracking_order">;
  readonly " $fragmentType": "OrderScreen_order";
};
export type OrderScreen_order$key = {
  readonly " $data"?: OrderScreen_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderScreen_order">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "formatted",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "amount",
    "storageKey": null
  },
  (v0/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderScreen_order",
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
      "kind": "ScalarField",
      "name": "costType",
      "storageKey": null
    },
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
      "kind": "ScalarField",
      "name": "paidAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "paymentStatus",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "paymentMessage",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OrderLine",
      "kind": "LinkedField",
      "name": "lines",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "saleType",
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
      "selections": (v1/*:: as any*/),
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
      "selections": (v1/*:: as any*/),
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
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "shipping",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "totalBilled",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CardSummary",
      "kind": "LinkedField",
      "name": "card",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "brand",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "last4",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Address",
      "kind": "LinkedField",
      "name": "shippingAddress",
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
          "name": "details",
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "shippingAddressSource",
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "OrderLines_order"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OrderTracking_order"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OrderReturns_order"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OrderActions_order"
    }
  ],
  "type": "Order",
  "abstractKey": null
};
})();

(node as any).hash = "893b11794903966e85238c9d7f738c7d";

export default node;
