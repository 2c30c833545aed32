/**
 * @generated SignedSource<<152d38784b7eb07a4e3377d434741214>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ShipmentStatus = "CANCELLED" | "DELIVERED" | "INCOMING" | "REQUESTED" | "RETURNED" | "RETURN_IN_TRANSIT" | "UNRESOLVED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ReturnParcel_shipment$data = {
  readonly carrier: string;
  readonly events: ReadonlyArray<{
    readonly description: string;
    readonly location: string;
    readonly occurredAt: string;
    readonly status: ShipmentStatus;
  }>;
  readonly status: ShipmentStatus;
  readonly trackingCode: string;
  readonly trackingUrl: string | null | undefined;
  readonly " $fragmentType": "ReturnParcel_shipment";
};
export type ReturnParcel_shipment$key = {
  readonly " $data"?: ReturnParcel_shipment$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReturnParcel_shipment">;
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
  "name": "ReturnParcel_shipment",
  "selections": [
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
  "type": "Shipment",
  "abstractKey": null
};
})();

(node as any).hash = "00d6b1d498c55344635f1b547565819b";

export default node;
