/**
 * @generated SignedSource<<fae4704c36f3abe782ed58814c675b04>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SiteHeader_query$data = {
  readonly appSettings: {
    readonly announcement: string;
  } | null | undefined;
  readonly menu: ReadonlyArray<{
    readonly id: string;
    readonly title: string;
    readonly url: string;
  }>;
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"AccountMenu_viewer" | "ToteIconButton_user">;
  } | null | undefined;
  readonly " $fragmentType": "SiteHeader_query";
};
export type SiteHeader_query$key = {
  readonly " $data"?: SiteHeader_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"SiteHeader_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SiteHeader_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "AppSettings",
      "kind": "LinkedField",
      "name": "appSettings",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "announcement",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MenuItem",
      "kind": "LinkedField",
      "name": "menu",
      "plural": true,
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
          "name": "title",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "url",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "viewer",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "AccountMenu_viewer"
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ToteIconButton_user"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "19c15e1feabe1da9833cda376e12359d";

export default node;
