/**
 * @generated SignedSource<<ffc250dd6b65d025b4309f24caa66834>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SearchStart_drawer$data = {
  readonly hotKeywords: ReadonlyArray<string>;
  readonly recent: ReadonlyArray<string>;
  readonly trending: ReadonlyArray<{
    readonly keyword: string;
  }>;
  readonly " $fragmentType": "SearchStart_drawer";
};
export type SearchStart_drawer$key = {
  readonly " $data"?: SearchStart_drawer$data;
  readonly " $fragmentSpreads": FragmentRefs<"SearchStart_drawer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SearchStart_drawer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "recent",
      "storageKey": null
    },
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

(node as any).hash = "107cea47768cd3c261cf1cb043045b35";

export default node;
