/**
 * @generated SignedSource<<32e832a278050df3ba76208eb699fbdc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProductReviews_list$data = {
  readonly id: string;
  readonly reviews: {
    readonly reviews: ReadonlyArray<{
      readonly reviewId: number;
      readonly " $fragmentSpreads": FragmentRefs<"ReviewCard_review">;
    }>;
    readonly total: number;
  };
  readonly " $fragmentType": "ProductReviews_list";
};
export type ProductReviews_list$key = {
  readonly " $data"?: ProductReviews_list$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductReviews_list">;
};

import ProductReviewsRefetchQuery_graphql from './ProductReviewsRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "filter"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": ProductReviewsRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "ProductReviews_list",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "filter",
          "variableName": "filter"
        }
      ],
      "concreteType": "ReviewPage",
      "kind": "LinkedField",
      "name": "reviews",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "total",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Review",
          "kind": "LinkedField",
          "name": "reviews",
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
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    }
  ],
  "type": "Product",
  "abstractKey": null
};

(node as any).hash = "ca11c4f51b2ff61dc4ec1b15aad33ff3";

export default node;
