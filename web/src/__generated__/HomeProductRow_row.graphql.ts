/**
 * @generated SignedSource<<e98f1c14100f7e180346a1d50d565b61>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HomeProductRow_row$data = {
  readonly link: string;
  readonly products: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"ProductRow_products">;
  }>;
  readonly title: string;
  readonly " $fragmentType": "HomeProductRow_row";
};
export type HomeProductRow_row$key = {
  readonly " $data"?: HomeProductRow_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeProductRow_row">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HomeProductRow_row",
  "selections": [
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
      "name": "link",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Product",
      "kind": "LinkedField",
      "name": "products",
      "plural": true,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ProductRow_products"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "HomeProductRow",
  "abstractKey": null
};

(node as any).hash = "aab28306a41c4d53b2aefee5d303bbe3";

export default node;
