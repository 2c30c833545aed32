/**
 * @generated SignedSource<<ba706bf199828a9353931ab29de69f2d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ColorPicker_product$data = {
  readonly colors: ReadonlyArray<{
    readonly colorId: number;
    readonly hex: string;
    readonly name: string;
  }>;
  readonly productId: number;
  readonly " $fragmentType": "ColorPicker_product";
};
export type ColorPicker_product$key = {
  readonly " $data"?: ColorPicker_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ColorPicker_product">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ColorPicker_product",
  "selections": [
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
      "concreteType": "ProductColor",
      "kind": "LinkedField",
      "name": "colors",
      "plural": true,
      "selections": [
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
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "hex",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Product",
  "abstractKey": null
};

(node as any).hash = "f98870cf49a2f13f52c681a04a09c74b";

export default node;
