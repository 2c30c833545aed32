/**
 * @generated SignedSource<<34985b05b830a7ed71b21924b7a246e6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReviewSummary_product$data = {
  readonly reviewSummary: {
    readonly average: number;
    readonly count: number;
    readonly runsLarge: number;
    readonly runsSmall: number;
    readonly starCounts: ReadonlyArray<{
      readonly count: number;
      readonly stars: number;
    }>;
    readonly trueToSize: number;
  };
  readonly " $fragmentType": "ReviewSummary_product";
};
export type ReviewSummary_product$key = {
  readonly " $data"?: ReviewSummary_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReviewSummary_product">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReviewSummary_product",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ReviewSummary",
      "kind": "LinkedField",
      "name": "reviewSummary",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "average",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "ReviewStarCount",
          "kind": "LinkedField",
          "name": "starCounts",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "stars",
              "storageKey": null
            },
            (v0/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "runsSmall",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "trueToSize",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "runsLarge",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Product",
  "abstractKey": null
};
})();

(node as any).hash = "0900d7f9ba42a660a1790c42fdd7a285";

export default node;
