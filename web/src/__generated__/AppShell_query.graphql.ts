/**
 * @generated SignedSource<<af80d804332765da92e240d244ac547e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AppShell_query$data = {
  readonly viewer: {
    readonly id: string;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"Footer_query" | "MenuDrawer_query" | "Popups_query" | "SiteHeader_query">;
  readonly " $fragmentType": "AppShell_query";
};
export type AppShell_query$key = {
  readonly " $data"?: AppShell_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"AppShell_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AppShell_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "viewer",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SiteHeader_query"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "MenuDrawer_query"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "Footer_query"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "Popups_query"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "967672709b7957410d1c2e5960838671";

export default node;
