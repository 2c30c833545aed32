/**
 * @generated SignedSource<<f55e6728a6b98cd1752c9bc62b133589>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PdpActions_product$data = {
  readonly config: {
    readonly canBuy: boolean;
    readonly canRent: boolean;
  } | null | undefined;
  readonly id: string;
  readonly price: {
    readonly formatted: string;
  };
  readonly productId: number;
  readonly title: string;
  readonly " $fragmentSpreads": FragmentRefs<"PdpActions_buttons">;
  readonly " $fragmentType": "PdpActions_product";
};
export type PdpActions_product$key = {
  readonly " $data"?: PdpActions_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"PdpActions_product">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PdpActions_product",
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
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "price",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "formatted",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ProductConfig",
      "kind": "LinkedField",
      "name": "config",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "canRent",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "canBuy",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PdpActions_buttons"
    }
  ],
  "type": "Product",
  "abstractKey": null
};

(node as any).hash = "655a24b8fd2beead93d0f5a1a9ef03f2";

export default node;
