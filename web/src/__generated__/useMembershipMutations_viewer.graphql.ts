/**
 * @generated SignedSource<<19565701d3501b48518e7d4d972e117b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SubscriptionStatus = "CANCELLED" | "NOT_SUBSCRIBED" | "PAUSED" | "SUBSCRIBED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type useMembershipMutations_viewer$data = {
  readonly id: string;
  readonly subscriptionStatus: SubscriptionStatus;
  readonly " $fragmentSpreads": FragmentRefs<"MembershipPanel_user">;
  readonly " $fragmentType": "useMembershipMutations_viewer";
};
export type useMembershipMutations_viewer$key = {
  readonly " $data"?: useMembershipMutations_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"useMembershipMutations_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "useMembershipMutations_viewer",
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

(node as any).hash = "78a5c02525c9d782fc976add5a3772a1";

export default node;
