/**
 * @generated SignedSource<<ec221c72b0f5efd03b08db052a7aacc2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type MembershipAction = "CANCEL" | "PAUSE" | "RESUBSCRIBE" | "RESUME" | "SUBSCRIBE" | "UNLOCK_EARLY" | "UNPAUSE" | "%future added value";
export type SubscriptionStatus = "CANCELLED" | "NOT_SUBSCRIBED" | "PAUSED" | "SUBSCRIBED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type MembershipPanel_user$data = {
  readonly membership: {
    readonly allowedActions: ReadonlyArray<MembershipAction>;
    readonly boxLocked: boolean;
    readonly cancelledAt: string | null | undefined;
    readonly memberSince: string | null | undefined;
    readonly messages: ReadonlyArray<string>;
    readonly nextBillingDate: string | null | undefined;
    readonly pauseMonths: number;
    readonly pausedUntil: string | null | undefined;
    readonly plan: {
      readonly monthlyPrice: {
        readonly formatted: string;
      };
      readonly name: string;
      readonly rentalSlots: string;
    } | null | undefined;
    readonly renewal: {
      readonly failedAttempts: number;
    } | null | undefined;
    readonly showUnlockEarly: boolean;
    readonly status: SubscriptionStatus;
    readonly " $fragmentSpreads": FragmentRefs<"PastDueNotice_membership">;
  };
  readonly " $fragmentType": "MembershipPanel_user";
};
export type MembershipPanel_user$key = {
  readonly " $data"?: MembershipPanel_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"MembershipPanel_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MembershipPanel_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Membership",
      "kind": "LinkedField",
      "name": "membership",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "MembershipPlan",
          "kind": "LinkedField",
          "name": "plan",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "name",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "Money",
              "kind": "LinkedField",
              "name": "monthlyPrice",
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
              "name": "rentalSlots",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "memberSince",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nextBillingDate",
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
          "name": "pauseMonths",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "cancelledAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "boxLocked",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "showUnlockEarly",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "allowedActions",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "messages",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "MembershipRenewal",
          "kind": "LinkedField",
          "name": "renewal",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "failedAttempts",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "PastDueNotice_membership"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "4cef4af312c3a75c760fe38ebf9e52aa";

export default node;
