/**
 * @generated SignedSource<<0c1101fa3a8d94c282c62ac47b3e1d87>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SearchKeywordChips_drawer$data = {
  readonly hotKeywords: ReadonlyArray<string>;
  readonly trending: ReadonlyArray<{
    readonly keyword: string;
  }>;
  readonly " $fragmentType": "SearchKeywordChips_drawer";
};
export type SearchKeywordChips_drawer$key = {
  readonly " $data"?: SearchKeywordChips_drawer$data;
  readonly " $fragmentSpreads": FragmentRefs<"SearchKeywordChips_drawer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SearchKeywordChips_drawer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "TrendingSearch",
      "kind": "LinkedField",
      "name": "trending",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "keyword",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hotKeywords",
      "storageKey": null
    }
  ],
  "type": "SearchDrawer",
  "abstractKey": null
};

(node as any).hash = "4292ac7822361188311f091d7fa8c0ee";

export default node;
