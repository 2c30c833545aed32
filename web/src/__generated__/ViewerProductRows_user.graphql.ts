/**
 * @generated SignedSource<<76e4d77c5e4f5de72466f4465c813580>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ViewerProductRows_user$data = {
  readonly productsYouLike: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"ProductRow_products">;
  }>;
  readonly recentlyViewed: ReadonlyArray<{
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
    "kind": "Literal",
    "name": "first",
    "value": 12
  }
],
v1 = [
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
      "args": (v0/*:: as any*/),
      "concreteType": "Product",
      "kind": "LinkedField",
      "name": "productsYouLike",
      "plural": true,
      "selections": (v1/*:: as any*/),
      "storageKey": "productsYouLike(first:12)"
    },
    {
      "alias": null,
      "args": (v0/*:: as any*/),
      "concreteType": "Product",
      "kind": "LinkedField",
      "name": "recentlyViewed",
      "plural": true,
      "selections": (v1/*:: as any*/),
      "storageKey": "recentlyViewed(first:12)"
    }
  ],
  "type": "User",
  "abstractKey": null
};
})();

(node as any).hash = "b49094ded53f68f067d814ae250c2f08";

export default node;
