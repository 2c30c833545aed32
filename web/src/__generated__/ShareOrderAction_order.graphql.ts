/**
 * @generated SignedSource<<60402564e036208ebc881f0f2d3574e3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OrderStatus = "CANCELLED" | "DELIVERED" | "FULL" | "INCOMING" | "OPEN" | "PARTIALLY_DELIVERED" | "PARTIALLY_INCOMING" | "PAUSED" | "REQUESTED" | "RETURNED" | "RETURN_IN_TRANSIT" | "UNPAID" | "UNRESOLVED" | "%future added value";
export type PaymentStatus = "ERROR" | "FAILED" | "FREE" | "PENDING" | "SUCCESS" | "%future added value";
export type SaleType = "PURCHASE" | "RENT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ShareOrderAction_order$data = {
  readonly lines: ReadonlyArray<{
    readonly saleType: SaleType | null | undefined;
  }>;
  readonly orderId: number;
  readonly paymentStatus: PaymentStatus;
  readonly status: OrderStatus;
  readonly " $fragmentType": "ShareOrderAction_order";
};
export type ShareOrderAction_order$key = {
  readonly " $data"?: ShareOrderAction_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"ShareOrderAction_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ShareOrderAction_order",
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
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "6ec75496829a6e36a313a4b0ba7d9b9f";

export default node;
