/**
 * @generated SignedSource<<6ff7c4e11f3c6e9e5200a2ad08eaaa1f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SubscriptionStatus = "CANCELLED" | "NOT_SUBSCRIBED" | "PAUSED" | "SUBSCRIBED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type MembershipCard_viewer$data = {
  readonly isMember: boolean;
  readonly pausedUntil: string | null | undefined;
  readonly subscriptionStatus: SubscriptionStatus;
  readonly toteUpperLimit: number;
  readonly " $fragmentType": "MembershipCard_viewer";
};
export type MembershipCard_viewer$key = {
  readonly " $data"?: MembershipCard_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"MembershipCard_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MembershipCard_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isMember",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "subscriptionStatus",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pausedUntil",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "toteUpperLimit",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "531f539c74400fa1d35b50b8803003ab";

export default node;
