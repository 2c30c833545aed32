/**
 * @generated SignedSource<<fe02e9e546d3dddb47523130a5bacc6f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BodyShape = "APPLE" | "HOURGLASS" | "INVERTED_TRIANGLE" | "PEAR" | "STRAIGHT" | "%future added value";
export type ReviewFit = "RUNS_LARGE" | "RUNS_SMALL" | "TRUE_TO_SIZE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ReviewCard_review$data = {
  readonly bodyShape: BodyShape | null | undefined;
  readonly createdAt: string;
  readonly fit: ReviewFit;
  readonly heightCm: number | null | undefined;
  readonly photos: ReadonlyArray<{
    readonly alt: string;
    readonly url: string;
  }>;
  readonly reviewId: number;
  readonly reviewer: string;
  readonly sizeWorn: string;
  readonly stars: number;
  readonly text: string;
  readonly title: string;
  readonly " $fragmentType": "ReviewCard_review";
};
export type ReviewCard_review$key = {
  readonly " $data"?: ReviewCard_review$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReviewCard_review">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReviewCard_review",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reviewId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reviewer",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "stars",
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
      "name": "text",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fit",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sizeWorn",
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
      "concreteType": "Image",
      "kind": "LinkedField",
      "name": "photos",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "url",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "alt",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    }
  ],
  "type": "Review",
  "abstractKey": null
};

(node as any).hash = "8303a15418e3173a6b485c883fc8a7f2";

export default node;
