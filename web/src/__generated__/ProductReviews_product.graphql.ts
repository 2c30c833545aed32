/**
 * @generated SignedSource<<060e9fd5853183bd8e5494c32a8139ae>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProductReviews_product$data = {
  readonly recommendedReviews: ReadonlyArray<{
    readonly reviewId: number;
    readonly " $fragmentSpreads": FragmentRefs<"ReviewCard_review">;
  }>;
  readonly reviewSizes: ReadonlyArray<{
    readonly label: string;
  }> | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"ProductReviews_list" | "ReviewSummary_product">;
  readonly " $fragmentType": "ProductReviews_product";
};
export type ProductReviews_product$key = {
  readonly " $data"?: ProductReviews_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductReviews_product">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProductReviews_product",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ReviewSummary_product"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ProductReviews_list"
    },
    {
      "alias": "reviewSizes",
      "args": null,
      "concreteType": "ProductSize",
      "kind": "LinkedField",
      "name": "sizes",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Review",
      "kind": "LinkedField",
      "name": "recommendedReviews",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reviewId",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ReviewCard_review"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Product",
  "abstractKey": null
};

(node as any).hash = "aa5c446aec613b9a3892f329fda3299d";

export default node;
