/**
 * @generated SignedSource<<6961078d0a93a945a18ea11a0dc19595>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PastDueNotice_membership$data = {
  readonly plan: {
    readonly monthlyPrice: {
      readonly formatted: string;
    };
    readonly name: string;
  } | null | undefined;
  readonly renewal: {
    readonly failedAttempts: number;
    readonly maxAttempts: number;
    readonly message: string;
    readonly nextAttemptAt: string | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "PastDueNotice_membership";
};
export type PastDueNotice_membership$key = {
  readonly " $data"?: PastDueNotice_membership$data;
  readonly " $fragmentSpreads": FragmentRefs<"PastDueNotice_membership">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PastDueNotice_membership",
  "selections": [
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
        }
      ],
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "maxAttempts",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "message",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nextAttemptAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Membership",
  "abstractKey": null
};

(node as any).hash = "53605cafcdc61f5d4d7029872da9c362";

export default node;
