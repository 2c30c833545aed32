/**
 * @generated SignedSource<<7e877602fc53cabca7de013d56978ce2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PlanStep_plans$data = ReadonlyArray<{
  readonly description: string;
  readonly features: ReadonlyArray<string>;
  readonly id: string;
  readonly isDefault: boolean;
  readonly monthlyPrice: {
    readonly formatted: string;
  };
  readonly name: string;
  readonly planId: number;
  readonly rentalSlots: string;
  readonly " $fragmentType": "PlanStep_plans";
}>;
export type PlanStep_plans$key = ReadonlyArray<{
  readonly " $data"?: PlanStep_plans$data;
  readonly " $fragmentSpreads": FragmentRefs<"PlanStep_plans">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "PlanStep_plans",
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
      "name": "planId",
      "storageKey": null
    },
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
      "name": "features",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isDefault",
      "storageKey": null
    }
  ],
  "type": "MembershipPlan",
  "abstractKey": null
};

(node as any).hash = "a21bf8a34c1b915d11a969a3aec4be4b";

export default node;
