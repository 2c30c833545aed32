/**
 * @generated SignedSource<<b8f6ae96a4dfb161ba99ca7e20c59b0c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PopupKind = "BANNER" | "POPUP" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type Popups_query$data = {
  readonly appInit: {
    readonly popups: ReadonlyArray<{
      readonly content: string;
      readonly id: string;
      readonly image: string | null | undefined;
      readonly kind: PopupKind;
      readonly link: string;
      readonly linkLabel: string;
      readonly maxShowCount: number;
      readonly minIntervalSeconds: number;
      readonly title: string;
    }>;
  } | null | undefined;
  readonly " $fragmentType": "Popups_query";
};
export type Popups_query$key = {
  readonly " $data"?: Popups_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"Popups_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Popups_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "AppInit",
      "kind": "LinkedField",
      "name": "appInit",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Popup",
          "kind": "LinkedField",
          "name": "popups",
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
              "name": "kind",
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
              "name": "content",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "link",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "linkLabel",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "image",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "maxShowCount",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "minIntervalSeconds",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "c64d4ebe7c69361dd08311ed1be4f462";

export default node;
