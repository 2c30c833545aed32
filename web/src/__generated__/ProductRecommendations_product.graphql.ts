/**
 * @generated SignedSource<<4f3c85f6e06c9f5058258eae536a8200>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProductRecommendations_product$data = {
  readonly recommendations: {
    readonly productsYouLike: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"ProductRow_products">;
    }>;
    readonly recentlyViewed: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"ProductRow_products">;
    }>;
    readonly similarItems: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"ProductRow_products">;
    }>;
  };
  readonly " $fragmentType": "ProductRecommendations_product";
};
export type ProductRecommendations_product$key = {
  readonly " $data"?: ProductRecommendations_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductRecommendations_product">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "ProductRow_products"
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProductRecommendations_product",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 12
        }
      ],
      "concreteType": "ProductRecommendations",
      "kind": "LinkedField",
      "name": "recommendations",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Product",
          "kind": "LinkedField",
          "name": "similarItems",
          "plural": true,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Product",
          "kind": "LinkedField",
          "name": "productsYouLike",
          "plural": true,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Product",
          "kind": "LinkedField",
          "name": "recentlyViewed",
          "plural": true,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": "recommendations(first:12)"
    }
  ],
  "type": "Product",
  "abstractKey": null
};
})();

(node as any).hash = "66b832d74ccc479bf79a0066fd14c9c2";

export default node;
