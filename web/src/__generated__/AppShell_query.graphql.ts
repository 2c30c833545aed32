/**
 * @generated SignedSource<<b9325176bf135f7b7685278d2dbbfdc4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AppShell_query$data = {
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

(node as any).hash = "aea50fea4fac6f461f2eb1031adcbed2";

export default node;
