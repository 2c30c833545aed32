/**
 * @generated SignedSource<<17cbceac6c26c4bf16740e083b285f88>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ReferralStatus = "JOINED" | "SUBSCRIBED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type BonusCreditsScreen_referrals$data = {
  readonly id: string;
  readonly referrals: {
    readonly earnedPoints: number;
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly friendName: string;
        readonly joinedAt: string;
        readonly points: number;
        readonly referralId: number;
        readonly status: ReferralStatus;
      };
    }>;
    readonly referralCode: string;
    readonly rewardPoints: number;
  };
  readonly " $fragmentType": "BonusCreditsScreen_referrals";
};
export type BonusCreditsScreen_referrals$key = {
  readonly " $data"?: BonusCreditsScreen_referrals$data;
  readonly " $fragmentSpreads": FragmentRefs<"BonusCreditsScreen_referrals">;
};

import BonusCreditsReferralsPaginationQuery_graphql from './BonusCreditsReferralsPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "referrals"
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": 20,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [
        "node"
      ],
      "operation": BonusCreditsReferralsPaginationQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "BonusCreditsScreen_referrals",
  "selections": [
    {
      "alias": "referrals",
      "args": null,
      "concreteType": "ReferralConnection",
      "kind": "LinkedField",
      "name": "__BonusCreditsScreen_referrals_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "referralCode",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "rewardPoints",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "earnedPoints",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ReferralEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Referral",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "referralId",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "friendName",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "joinedAt",
                  "storageKey": null
                },
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
                  "kind": "ScalarField",
                  "name": "points",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__typename",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PageInfo",
          "kind": "LinkedField",
          "name": "pageInfo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endCursor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasNextPage",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};
})();

(node as any).hash = "fecb30737d0a7ba330a71e47dc1200ea";

export default node;
