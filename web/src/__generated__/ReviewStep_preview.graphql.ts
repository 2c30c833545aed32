/**
 * @generated SignedSource<<216827fbf2b5d85dc6768a55735d21ec>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CouponAppliesTo = "ANY" | "MEMBERSHIP" | "PURCHASE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ReviewStep_preview$data = {
  readonly walletCoupons: ReadonlyArray<{
    readonly appliesTo: CouponAppliesTo;
    readonly code: string;
    readonly description: string;
    readonly expiresAt: string | null | undefined;
    readonly firstSubscriptionOnly: boolean;
  }>;
  readonly " $fragmentType": "ReviewStep_preview";
};
export type ReviewStep_preview$key = {
  readonly " $data"?: ReviewStep_preview$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReviewStep_preview">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReviewStep_preview",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Coupon",
      "kind": "LinkedField",
      "name": "walletCoupons",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "code",
          "storageKey": null
        },
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
          "name": "appliesTo",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "firstSubscriptionOnly",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "expiresAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "CheckoutPreview",
  "abstractKey": null
};

(node as any).hash = "770bfc7008e4dc15ab57c17953a09c36";

export default node;
