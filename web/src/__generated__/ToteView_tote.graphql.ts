/**
 * @generated SignedSource<<950f922afcef3f4f6bc0ed4ec37bcd1e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ToteView_tote$data = {
  readonly billing: {
    readonly messages: ReadonlyArray<string>;
  };
  readonly bottomInfo: string;
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

(node as any).hash = "66028d8ae2f66cade5ae6c6f558e6af7";

export default node;
