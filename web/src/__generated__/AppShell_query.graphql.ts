/**
 * @generated SignedSource<<04ae63e45145ac6fb02232bad2c1f88e>>
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
    readonly isMember: boolean;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"Footer_query" | "MenuDrawer_query" | "SiteHeader_query">;
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isMember",
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
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "b3114220a6075a232841ee56ce399fb1";

export default node;
