/**
 * @generated SignedSource<<8a0635d14f4e1b09891fcf3bc578ae82>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Availability = "AVAILABLE" | "LOW_STOCK" | "OUT_OF_STOCK" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ProductCard_product$data = {
  readonly availability: Availability;
  readonly brand: {
    readonly name: string;
  };
  readonly colors: ReadonlyArray<{
    readonly colorId: number;
    readonly hex: string;
    readonly name: string;
  }>;
  readonly cover: {
    readonly alt: string;
    readonly url: string;
  };
  readonly hoverImage: {
    readonly url: string;
  } | null | undefined;
  readonly isNew: boolean;
  readonly title: string;
  readonly url: string;
  readonly " $fragmentSpreads": FragmentRefs<"Price_product" | "WishlistHeart_product">;
  readonly " $fragmentType": "ProductCard_product";
};
export type ProductCard_product$key = {
  readonly " $data"?: ProductCard_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductCard_product">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProductCard_product",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isNew",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "availability",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Brand",
      "kind": "LinkedField",
      "name": "brand",
      "plural": false,
      "selections": [
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Image",
      "kind": "LinkedField",
      "name": "cover",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "alt",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Image",
      "kind": "LinkedField",
      "name": "hoverImage",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
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
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "hex",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "Price_product"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "WishlistHeart_product"
    }
  ],
  "type": "Product",
  "abstractKey": null
};
})();

(node as any).hash = "93ed81027df02446fdbe5fc81b71e4c1";

export default node;
