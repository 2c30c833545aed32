/**
 * @generated SignedSource<<2c9d4ca1f4c2671b3594110080776b70>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ShipmentDirection = "OUTBOUND" | "RETURN" | "%future added value";
export type ShipmentStatus = "CANCELLED" | "DELIVERED" | "INCOMING" | "REQUESTED" | "RETURNED" | "RETURN_IN_TRANSIT" | "UNRESOLVED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OrderTracking_order$data = {
  readonly lines: ReadonlyArray<{
    readonly orderItemId: number;
    readonly title: string;
  }>;
  readonly shipments: ReadonlyArray<{
    readonly carrier: string;
    readonly deliveredAt: string | null | undefined;
    readonly direction: ShipmentDirection;
    readonly events: ReadonlyArray<{
      readonly description: string;
      readonly location: string;
      readonly occurredAt: string;
      readonly status: ShipmentStatus;
    }>;
    readonly orderItemIds: ReadonlyArray<number>;
    readonly shipmentId: number;
    readonly shippedAt: string | null | undefined;
    readonly status: ShipmentStatus;
    readonly trackingCode: string;
    readonly trackingUrl: string | null | undefined;
  }>;
  readonly " $fragmentType": "OrderTracking_order";
};
export type OrderTracking_order$key = {
  readonly " $data"?: OrderTracking_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderTracking_order">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderTracking_order",
  "selections": [
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
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Shipment",
      "kind": "LinkedField",
      "name": "shipments",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "shipmentId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "direction",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "carrier",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "trackingCode",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "trackingUrl",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "orderItemIds",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "shippedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "deliveredAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "TrackingEvent",
          "kind": "LinkedField",
          "name": "events",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "description",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "location",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "occurredAt",
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
})();

(node as any).hash = "9ad8c3dafd62494127617c5cb81a38c5";

export default node;
