/**
 * @generated SignedSource<<4b62b58293b88e58c944ae5baa2ca160>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ShipmentDirection = "OUTBOUND" | "RETURN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OrderReturns_order$data = {
  readonly shipments: ReadonlyArray<{
    readonly direction: ShipmentDirection;
    readonly returnTicket: {
      readonly labelUrl: string | null | undefined;
      readonly returnCode: string;
      readonly ticketId: number;
    } | null | undefined;
    readonly shipmentId: number;
    readonly " $fragmentSpreads": FragmentRefs<"ReturnParcel_shipment">;
  }>;
  readonly " $fragmentType": "OrderReturns_order";
};
export type OrderReturns_order$key = {
  readonly " $data"?: OrderReturns_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderReturns_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderReturns_order",
  "selections": [
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
          "concreteType": "ReturnTicket",
          "kind": "LinkedField",
          "name": "returnTicket",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "ticketId",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "returnCode",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "labelUrl",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ReturnParcel_shipment"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "059b4fae927c5e7fef8655843b137e1e";

export default node;
