/**
 * @generated SignedSource<<de02d2113ef7a7303c3004c5663f2ac2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SubscriptionStatus = "CANCELLED" | "NOT_SUBSCRIBED" | "PAUSED" | "SUBSCRIBED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ToteCheckout_user$data = {
  readonly subscriptionStatus: SubscriptionStatus;
  readonly " $fragmentType": "ToteCheckout_user";
};
export type ToteCheckout_user$key = {
  readonly " $data"?: ToteCheckout_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"ToteCheckout_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ToteCheckout_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "subscriptionStatus",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "d95c89989dfdc14738c143044cf6f212";

export default node;
