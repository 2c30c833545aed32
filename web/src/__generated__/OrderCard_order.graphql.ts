/**
 * @generated SignedSource<<081ba048ab2ff36050b03d99f87e9d33>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OrderPrimaryAction = "PAY_NOW" | "PROCESSING" | "RETURN_LABEL" | "TRACK_RETURN" | "TRACK_TOTE" | "%future added value";
export type OrderSecondaryAction = "CANCEL_ORDER" | "CONTACT_US" | "RETURN" | "VIEW_RECEIPT" | "VIEW_REFUND" | "%future added value";
export type OrderStatus = "CANCELLED" | "DELIVERED" | "FULL" | "INCOMING" | "OPEN" | "PARTIALLY_DELIVERED" | "PARTIALLY_INCOMING" | "PAUSED" | "REQUESTED" | "RETURNED" | "RETURN_IN_TRANSIT" | "UNPAID" | "UNRESOLVED" | "%future added value";
export type SaleType = "PURCHASE" | "RENT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OrderCard_order$data = {
  readonly createdAt: string;
  readonly lines: ReadonlyArray<{
    readonly image: {
      readonly alt: string;
      readonly url: string;
    } | null | undefined;
    readonly orderItemId: number;
    readonly saleType: SaleType | null | undefined;
    readonly title: string;
  }>;
  readonly orderId: number;
  readonly primaryActions: ReadonlyArray<OrderPrimaryAction>;
  readonly secondaryActions: ReadonlyArray<OrderSecondaryAction>;
  readonly status: OrderStatus;
  readonly totalBilled: {
    readonly formatted: string;
  };
  readonly " $fragmentType": "OrderCard_order";
};
export type OrderCard_order$key = {
  readonly " $data"?: OrderCard_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderCard_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderCard_order",
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
      "name": "createdAt",
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
          "name": "formatted",
          "storageKey": null
        }
      ],
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
          "name": "orderItemId",
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
          "kind": "ScalarField",
          "name": "saleType",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Image",
          "kind": "LinkedField",
          "name": "image",
          "plural": false,
          "selections": [
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
              "name": "alt",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "2643dd72d7d4657fa67a4208054e0152";

export default node;
