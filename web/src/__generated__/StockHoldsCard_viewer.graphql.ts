/**
 * @generated SignedSource<<576a12427878e1fad1974880a20bcd7f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StockHoldsCard_viewer$data = {
  readonly stockHolds: ReadonlyArray<{
    readonly colorId: number;
    readonly colorName: string;
    readonly expiresAt: string;
    readonly holdId: number;
    readonly productId: number;
    readonly size: string;
    readonly title: string;
  }> | null | undefined;
  readonly " $fragmentType": "StockHoldsCard_viewer";
};
export type StockHoldsCard_viewer$key = {
  readonly " $data"?: StockHoldsCard_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"StockHoldsCard_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StockHoldsCard_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "StockHold",
      "kind": "LinkedField",
      "name": "stockHolds",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "holdId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "productId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "colorId",
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
          "name": "size",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "colorName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "expiresAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "4d55a85bc2268ca84f31807ad3ef950b";

export default node;
