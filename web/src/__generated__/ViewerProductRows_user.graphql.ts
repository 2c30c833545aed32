/**
 * @generated SignedSource<<622a34501c2ac1ae4debc4ed9fc930eb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ViewerProductRows_user$data = {
  readonly productsYouLike: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"ProductRow_products">;
  }>;
  readonly recentlyViewed: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"ProductRow_products">;
  }>;
  readonly " $fragmentType": "ViewerProductRows_user";
};
export type ViewerProductRows_user$key = {
  readonly " $data"?: ViewerProductRows_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"ViewerProductRows_user">;
};

const node: ReaderFragment = (function(){
var v0 = [
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
    "name": "ProductRow_products"
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ViewerProductRows_user",
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
      "concreteType": "Product",
      "kind": "LinkedField",
      "name": "productsYouLike",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": "productsYouLike(first:12)"
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 13
        }
      ],
      "concreteType": "Product",
      "kind": "LinkedField",
      "name": "recentlyViewed",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": "recentlyViewed(first:13)"
    }
  ],
  "type": "User",
  "abstractKey": null
};
})();

(node as any).hash = "985df28ed6e7827c96fc8ddd23f3505d";

export default node;
