/**
 * @generated SignedSource<<3e62b16d452cc41b0202b556c0dc1057>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FiltersPanel_facets$data = {
  readonly brands: ReadonlyArray<{
    readonly brandId: number;
    readonly count: number;
    readonly name: string;
  }>;
  readonly categories: ReadonlyArray<{
    readonly count: number;
    readonly label: string;
    readonly value: string;
  }>;
  readonly colors: ReadonlyArray<{
    readonly count: number;
    readonly hex: string;
    readonly value: string;
  }>;
  readonly priceRange: {
    readonly max: number;
    readonly min: number;
  };
  readonly sizes: ReadonlyArray<{
    readonly count: number;
    readonly label: string;
    readonly value: string;
  }>;
  readonly " $fragmentType": "FiltersPanel_facets";
};
export type FiltersPanel_facets$key = {
  readonly " $data"?: FiltersPanel_facets$data;
  readonly " $fragmentSpreads": FragmentRefs<"FiltersPanel_facets">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "value",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
},
v2 = [
  (v0/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "label",
    "storageKey": null
  },
  (v1/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FiltersPanel_facets",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "FacetValue",
      "kind": "LinkedField",
      "name": "sizes",
      "plural": true,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ColorFacetValue",
      "kind": "LinkedField",
      "name": "colors",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "hex",
          "storageKey": null
        },
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "BrandFacetValue",
      "kind": "LinkedField",
      "name": "brands",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "brandId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FacetValue",
      "kind": "LinkedField",
      "name": "categories",
      "plural": true,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PriceRange",
      "kind": "LinkedField",
      "name": "priceRange",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "min",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "max",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ProductFacets",
  "abstractKey": null
};
})();

(node as any).hash = "e45b97ec20c48f95008fa2a96bc1ef9e";

export default node;
