/**
 * @generated SignedSource<<719f497f688ea0086c7319ad993d0286>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OrderItemState = "BOUGHT" | "CANCELLED" | "DELIVERED" | "PENDING" | "RETURNED" | "RETURN_IN_TRANSIT" | "RETURN_REQUESTED" | "SHIPPED" | "UNRESOLVED" | "%future added value";
export type ReviewStatus = "NOT_YET" | "REVIEWABLE" | "REVIEWED" | "%future added value";
export type ShipmentDirection = "OUTBOUND" | "RETURN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type RentalCard_item$data = {
  readonly boughtInOrderId: number | null | undefined;
  readonly deliveredAt: string | null | undefined;
  readonly line: {
    readonly brand: {
      readonly name: string;
    } | null | undefined;
    readonly buyPrice: {
      readonly formatted: string;
    } | null | undefined;
    readonly color: {
      readonly name: string;
    } | null | undefined;
    readonly image: {
      readonly alt: string;
      readonly url: string;
    } | null | undefined;
    readonly product: {
      readonly url: string;
    } | null | undefined;
    readonly reviewStatus: ReviewStatus | null | undefined;
    readonly size: string | null | undefined;
    readonly title: string;
  };
  readonly orderId: number;
  readonly orderItemId: number;
  readonly out: boolean;
  readonly rentedAt: string;
  readonly returnedAt: string | null | undefined;
  readonly shipments: ReadonlyArray<{
    readonly carrier: string;
    readonly direction: ShipmentDirection;
    readonly trackingCode: string;
    readonly trackingUrl: string | null | undefined;
  }>;
  readonly shippedAt: string | null | undefined;
  readonly state: OrderItemState;
  readonly " $fragmentType": "RentalCard_item";
};
export type RentalCard_item$key = {
  readonly " $data"?: RentalCard_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"RentalCard_item">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RentalCard_item",
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
      "name": "orderId",
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
      "name": "out",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rentedAt",
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
      "kind": "ScalarField",
      "name": "returnedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "boughtInOrderId",
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
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OrderLine",
      "kind": "LinkedField",
      "name": "line",
      "plural": false,
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
          "name": "size",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ProductColorSummary",
          "kind": "LinkedField",
          "name": "color",
          "plural": false,
          "selections": (v0/*:: as any*/),
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
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "alt",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Brand",
          "kind": "LinkedField",
          "name": "brand",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Product",
          "kind": "LinkedField",
          "name": "product",
          "plural": false,
          "selections": [
            (v1/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "buyPrice",
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
          "kind": "ScalarField",
          "name": "reviewStatus",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "RentalItem",
  "abstractKey": null
};
})();

(node as any).hash = "c3b163c2f96ee62b1df4eb94586ee503";

export default node;
