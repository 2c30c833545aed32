/**
 * @generated SignedSource<<c0ff3d5597925a3c295a0f86a58e9dc5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ProductSort = "NEWEST" | "PRICE_ASC" | "PRICE_DESC" | "RECOMMENDED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ProductGrid_listing$data = {
  readonly facets: {
    readonly sortOptions: ReadonlyArray<{
      readonly label: string;
      readonly value: ProductSort;
    }>;
    readonly " $fragmentSpreads": FragmentRefs<"FiltersPanel_facets">;
  } | null | undefined;
  readonly id: string;
  readonly mySize: {
    readonly " $fragmentSpreads": FragmentRefs<"MySizeFilter_facet">;
  };
  readonly products: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"ProductCard_product">;
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "ProductGrid_listing";
};
export type ProductGrid_listing$key = {
  readonly " $data"?: ProductGrid_listing$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductGrid_listing">;
};

import ProductGridPaginationQuery_graphql from './ProductGridPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "products"
],
v1 = {
  "kind": "Variable",
  "name": "filter",
  "variableName": "filter"
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": 24,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "filter"
    },
    {
      "defaultValue": "RECOMMENDED",
      "kind": "LocalArgument",
      "name": "sort"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [
        "node"
      ],
      "operation": ProductGridPaginationQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "ProductGrid_listing",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ProductFacets",
      "kind": "LinkedField",
      "name": "facets",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "SortOption",
          "kind": "LinkedField",
          "name": "sortOptions",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "value",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "label",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "FiltersPanel_facets"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        (v1/*:: as any*/)
      ],
      "concreteType": "MySizeFacet",
      "kind": "LinkedField",
      "name": "mySize",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "MySizeFilter_facet"
        }
      ],
      "storageKey": null
    },
    {
      "alias": "products",
      "args": [
        (v1/*:: as any*/),
        {
          "kind": "Variable",
          "name": "sort",
          "variableName": "sort"
        }
      ],
      "concreteType": "ProductConnection",
      "kind": "LinkedField",
      "name": "__ProductGrid_products_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ProductEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Product",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v2/*:: as any*/),
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "ProductCard_product"
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__typename",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PageInfo",
          "kind": "LinkedField",
          "name": "pageInfo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endCursor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasNextPage",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    (v2/*:: as any*/)
  ],
  "type": "ProductListing",
  "abstractKey": null
};
})();

(node as any).hash = "fc4e14a750cbb7329fce2bb6a5b7f248";

export default node;
