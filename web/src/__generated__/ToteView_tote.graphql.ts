/**
 * @generated SignedSource<<478aec7c7cbf4c41932d7ca39f2f2776>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BoxStatus = "FULL" | "LOCKED" | "OPEN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ToteView_tote$data = {
  readonly billing: {
    readonly messages: ReadonlyArray<string>;
  };
  readonly bottomInfo: string;
  readonly boxStatus: BoxStatus;
  readonly count: number;
  readonly id: string;
  readonly purchase: {
    readonly items: ReadonlyArray<{
      readonly lineTotal: {
        readonly amount: number;
      };
    }>;
    readonly num: number;
    readonly " $fragmentSpreads": FragmentRefs<"ToteSectionList_section">;
  };
  readonly rent: {
    readonly num: number;
    readonly " $fragmentSpreads": FragmentRefs<"ToteSectionList_section">;
  };
  readonly topInfo: string;
  readonly upperLimit: number;
  readonly " $fragmentType": "ToteView_tote";
};
export type ToteView_tote$key = {
  readonly " $data"?: ToteView_tote$data;
  readonly " $fragmentSpreads": FragmentRefs<"ToteView_tote">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "num",
  "storageKey": null
},
v1 = {
  "args": null,
  "kind": "FragmentSpread",
  "name": "ToteSectionList_section"
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ToteView_tote",
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
      "name": "count",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "upperLimit",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "boxStatus",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "topInfo",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bottomInfo",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ToteBilling",
      "kind": "LinkedField",
      "name": "billing",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "messages",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ToteSection",
      "kind": "LinkedField",
      "name": "rent",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ToteSection",
      "kind": "LinkedField",
      "name": "purchase",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "ToteItem",
          "kind": "LinkedField",
          "name": "items",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Money",
              "kind": "LinkedField",
              "name": "lineTotal",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "amount",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        (v1/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Tote",
  "abstractKey": null
};
})();

(node as any).hash = "c95881cbe108b0b0f8c390e1958ca5a6";

export default node;
