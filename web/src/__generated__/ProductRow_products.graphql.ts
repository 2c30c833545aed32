/**
 * @generated SignedSource<<ad70536b504d5390a4f12e39d161424c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProductRow_products$data = ReadonlyArray<{
  readonly id: string;
  readonly " $fragmentSpreads": FragmentRefs<"ProductCard_product">;
  readonly " $fragmentType": "ProductRow_products";
}>;
export type ProductRow_products$key = ReadonlyArray<{
  readonly " $data"?: ProductRow_products$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductRow_products">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "ProductRow_products",
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
      "name": "ProductCard_product"
    }
  ],
  "type": "Product",
  "abstractKey": null
};

(node as any).hash = "e9bf2d76c442a2d25456ea370ee984dc";

export default node;
