/**
 * @generated SignedSource<<531a007e3c5fd44941abc3f826e43bc0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SaleType = "PURCHASE" | "RENT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ToteSectionList_section$data = {
  readonly emptyState: {
    readonly buttonText: string;
    readonly link: string;
    readonly message: string;
    readonly title: string;
  } | null | undefined;
  readonly items: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"ToteItemRow_item">;
  }>;
  readonly saleType: SaleType;
  readonly topInfo: string | null | undefined;
  readonly " $fragmentType": "ToteSectionList_section";
};
export type ToteSectionList_section$key = {
  readonly " $data"?: ToteSectionList_section$data;
  readonly " $fragmentSpreads": FragmentRefs<"ToteSectionList_section">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ToteSectionList_section",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "saleType",
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
      "concreteType": "ToteEmptyState",
      "kind": "LinkedField",
      "name": "emptyState",
      "plural": false,
      "selections": [
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
          "name": "message",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "buttonText",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "link",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
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
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ToteItemRow_item"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ToteSection",
  "abstractKey": null
};

(node as any).hash = "bb862d1c3f88061e503e6b449bdca4cd";

export default node;
