/**
 * @generated SignedSource<<aad5caa1ed8db0155d5604e364e59ecc>>
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

(node as any).hash = "c4e30ca0514d77b6f06b6547e808fb82";

export default node;
