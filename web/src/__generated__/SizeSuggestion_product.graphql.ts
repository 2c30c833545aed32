/**
 * @generated SignedSource<<9e860f9ea9fcecf7514e323fdff0cbc4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BodyShape = "APPLE" | "HOURGLASS" | "INVERTED_TRIANGLE" | "PEAR" | "STRAIGHT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SizeSuggestion_product$data = {
  readonly sizeSuggestion: {
    readonly bodyShape: BodyShape | null | undefined;
    readonly heightCm: number | null | undefined;
    readonly inSavedSizes: boolean;
    readonly reviewCount: number;
    readonly similar: boolean;
    readonly size: string;
  } | null | undefined;
  readonly " $fragmentType": "SizeSuggestion_product";
};
export type SizeSuggestion_product$key = {
  readonly " $data"?: SizeSuggestion_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"SizeSuggestion_product">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SizeSuggestion_product",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SizeSuggestion",
      "kind": "LinkedField",
      "name": "sizeSuggestion",
      "plural": false,
      "selections": [
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
          "name": "reviewCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "similar",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "heightCm",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "bodyShape",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "inSavedSizes",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Product",
  "abstractKey": null
};

(node as any).hash = "99fa0082854d9a159f91c6f06c7f05f9";

export default node;
