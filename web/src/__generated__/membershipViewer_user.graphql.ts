/**
 * @generated SignedSource<<65436944534db37dff4637f642efe6b5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SubscriptionStatus = "CANCELLED" | "NOT_SUBSCRIBED" | "PAUSED" | "SUBSCRIBED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type membershipViewer_user$data = {
  readonly id: string;
  readonly subscriptionStatus: SubscriptionStatus;
  readonly " $fragmentSpreads": FragmentRefs<"MembershipPanel_user">;
  readonly " $fragmentType": "membershipViewer_user";
};
export type membershipViewer_user$key = {
  readonly " $data"?: membershipViewer_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"membershipViewer_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "membershipViewer_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "MembershipPanel_user"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "3060f8a27db5e5aacea8c5dcac27c3a6";

export default node;
