/**
 * @generated SignedSource<<54d2e31563f406fe3daa68d30e98b52a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CheckoutLineType = "PURCHASE" | "REFUND" | "RENT" | "RENT_TO_BUY" | "SUBSCRIPTION" | "%future added value";
export type InspectionOutcome = "DAMAGED" | "FINE" | "LOST" | "NEEDS_CLEANING" | "%future added value";
export type ReviewStatus = "NOT_YET" | "REVIEWABLE" | "REVIEWED" | "%future added value";
export type SaleType = "PURCHASE" | "RENT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OrderLines_order$data = {
  readonly lines: ReadonlyArray<{
    readonly amount: {
      readonly amount: number;
      readonly formatted: string;
    };
    readonly brand: {
      readonly name: string;
    } | null | undefined;
    readonly buyPrice: {
      readonly formatted: string;
    } | null | undefined;
    readonly color: {
      readonly name: string;
    } | null | undefined;
    readonly detail: string;
    readonly image: {
      readonly alt: string;
      readonly url: string;
    } | null | undefined;
    readonly inspection: InspectionOutcome | null | undefined;
    readonly orderItemId: number;
    readonly product: {
      readonly id: string;
      readonly url: string;
    } | null | undefined;
    readonly quantity: number;
    readonly reviewStatus: ReviewStatus | null | undefined;
    readonly saleType: SaleType | null | undefined;
    readonly size: string | null | undefined;
    readonly sku: string | null | undefined;
    readonly title: string;
    readonly type: CheckoutLineType;
    readonly unitPrice: {
      readonly formatted: string;
    };
  }>;
  readonly renewalPeriod: {
    readonly end: string;
    readonly start: string;
  } | null | undefined;
  readonly " $fragmentType": "OrderLines_order";
};
export type OrderLines_order$key = {
  readonly " $data"?: OrderLines_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderLines_order">;
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
  (v0/*:: as any*/)
],
v2 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
],
v3 = {
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
  "name": "OrderLines_order",
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
          "name": "type",
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
          "name": "unitPrice",
          "plural": false,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "amount",
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
          "name": "sku",
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
          "selections": (v2/*:: as any*/),
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
            (v3/*:: as any*/),
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
          "selections": (v2/*:: as any*/),
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
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "id",
              "storageKey": null
            },
            (v3/*:: as any*/)
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
          "selections": (v1/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reviewStatus",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "inspection",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "RenewalPeriod",
      "kind": "LinkedField",
      "name": "renewalPeriod",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "start",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "end",
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

(node as any).hash = "dc74c5890cd04b668ef24bb67ba45782";

export default node;
