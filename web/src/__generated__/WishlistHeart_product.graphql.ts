/**
 * @generated SignedSource<<9efed6b8a71f1bb642b44e231c31e6be>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WishlistHeart_product$data = {
  readonly id: string;
  readonly isWished: boolean;
  readonly productId: number;
  readonly title: string;
  readonly " $fragmentType": "WishlistHeart_product";
};
export type WishlistHeart_product$key = {
  readonly " $data"?: WishlistHeart_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"WishlistHeart_product">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WishlistHeart_product",
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
      "name": "productId",
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
      "name": "isWished",
      "storageKey": null
    }
  ],
  "type": "Product",
  "abstractKey": null
};

(node as any).hash = "37cf640d5685fef408f9f7b8d5bf1677";

export default node;
