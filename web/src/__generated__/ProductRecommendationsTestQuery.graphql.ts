/**
 * @generated SignedSource<<7b708bd2063aad2bdce6be377b08cb5a>>
 * @relayHash dfbcb7ebf6cbccfd7b713cc0727d63a8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 06400fa2420800d367d8f92bec4790bf133c20a4adc5dcb0c4e050f0c7d24c80

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProductRecommendationsTestQuery$variables = Record<PropertyKey, never>;
export type ProductRecommendationsTestQuery$data = {
  readonly product: {
    readonly " $fragmentSpreads": FragmentRefs<"ProductRecommendations_product">;
  } | null | undefined;
};
export type ProductRecommendationsTestQuery = {
  response: ProductRecommendationsTestQuery$data;
  variables: ProductRecommendationsTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "productId",
    "value": 12
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "formatted",
  "storageKey": null
},
v5 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "amount",
    "storageKey": null
  },
  (v4/*:: as any*/)
],
v6 = [
  (v1/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "title",
    "storageKey": null
  },
  (v2/*:: as any*/),
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
      (v3/*:: as any*/),
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
      (v2/*:: as any*/),
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
      (v2/*:: as any*/)
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
      (v3/*:: as any*/),
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
    "alias": null,
    "args": null,
    "concreteType": "Money",
    "kind": "LinkedField",
    "name": "rentalPrice",
    "plural": false,
    "selections": [
      (v4/*:: as any*/)
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "Money",
    "kind": "LinkedField",
    "name": "price",
    "plural": false,
    "selections": (v5/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "Money",
    "kind": "LinkedField",
    "name": "originalPrice",
    "plural": false,
    "selections": (v5/*:: as any*/),
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
    "name": "isWished",
    "storageKey": null
  }
],
v7 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v8 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "Product"
},
v9 = {
  "enumValues": [
    "AVAILABLE",
    "LOW_STOCK",
    "OUT_OF_STOCK"
  ],
  "nullable": false,
  "plural": false,
  "type": "Availability"
},
v10 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Brand"
},
v11 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v12 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "ProductColor"
},
v13 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v14 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Image"
},
v15 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Image"
},
v16 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v17 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Money"
},
v18 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Float"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ProductRecommendationsTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Product",
        "kind": "LinkedField",
        "name": "product",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ProductRecommendations_product"
          }
        ],
        "storageKey": "product(productId:12)"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ProductRecommendationsTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Product",
        "kind": "LinkedField",
        "name": "product",
        "plural": false,
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
            "concreteType": "ProductRecommendations",
            "kind": "LinkedField",
            "name": "recommendations",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Product",
                "kind": "LinkedField",
                "name": "similarItems",
                "plural": true,
                "selections": (v6/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Product",
                "kind": "LinkedField",
                "name": "productsYouLike",
                "plural": true,
                "selections": (v6/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Product",
                "kind": "LinkedField",
                "name": "recentlyViewed",
                "plural": true,
                "selections": (v6/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": "recommendations(first:12)"
          },
          (v1/*:: as any*/)
        ],
        "storageKey": "product(productId:12)"
      }
    ]
  },
  "params": {
    "id": "06400fa2420800d367d8f92bec4790bf133c20a4adc5dcb0c4e050f0c7d24c80",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "product": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Product"
        },
        "product.id": (v7/*:: as any*/),
        "product.recommendations": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ProductRecommendations"
        },
        "product.recommendations.productsYouLike": (v8/*:: as any*/),
        "product.recommendations.productsYouLike.availability": (v9/*:: as any*/),
        "product.recommendations.productsYouLike.brand": (v10/*:: as any*/),
        "product.recommendations.productsYouLike.brand.id": (v7/*:: as any*/),
        "product.recommendations.productsYouLike.brand.name": (v11/*:: as any*/),
        "product.recommendations.productsYouLike.colors": (v12/*:: as any*/),
        "product.recommendations.productsYouLike.colors.colorId": (v13/*:: as any*/),
        "product.recommendations.productsYouLike.colors.hex": (v11/*:: as any*/),
        "product.recommendations.productsYouLike.colors.name": (v11/*:: as any*/),
        "product.recommendations.productsYouLike.cover": (v14/*:: as any*/),
        "product.recommendations.productsYouLike.cover.alt": (v11/*:: as any*/),
        "product.recommendations.productsYouLike.cover.url": (v11/*:: as any*/),
        "product.recommendations.productsYouLike.hoverImage": (v15/*:: as any*/),
        "product.recommendations.productsYouLike.hoverImage.url": (v11/*:: as any*/),
        "product.recommendations.productsYouLike.id": (v7/*:: as any*/),
        "product.recommendations.productsYouLike.isNew": (v16/*:: as any*/),
        "product.recommendations.productsYouLike.isWished": (v16/*:: as any*/),
        "product.recommendations.productsYouLike.originalPrice": (v17/*:: as any*/),
        "product.recommendations.productsYouLike.originalPrice.amount": (v18/*:: as any*/),
        "product.recommendations.productsYouLike.originalPrice.formatted": (v11/*:: as any*/),
        "product.recommendations.productsYouLike.price": (v17/*:: as any*/),
        "product.recommendations.productsYouLike.price.amount": (v18/*:: as any*/),
        "product.recommendations.productsYouLike.price.formatted": (v11/*:: as any*/),
        "product.recommendations.productsYouLike.productId": (v13/*:: as any*/),
        "product.recommendations.productsYouLike.rentalPrice": (v17/*:: as any*/),
        "product.recommendations.productsYouLike.rentalPrice.formatted": (v11/*:: as any*/),
        "product.recommendations.productsYouLike.title": (v11/*:: as any*/),
        "product.recommendations.productsYouLike.url": (v11/*:: as any*/),
        "product.recommendations.recentlyViewed": (v8/*:: as any*/),
        "product.recommendations.recentlyViewed.availability": (v9/*:: as any*/),
        "product.recommendations.recentlyViewed.brand": (v10/*:: as any*/),
        "product.recommendations.recentlyViewed.brand.id": (v7/*:: as any*/),
        "product.recommendations.recentlyViewed.brand.name": (v11/*:: as any*/),
        "product.recommendations.recentlyViewed.colors": (v12/*:: as any*/),
        "product.recommendations.recentlyViewed.colors.colorId": (v13/*:: as any*/),
        "product.recommendations.recentlyViewed.colors.hex": (v11/*:: as any*/),
        "product.recommendations.recentlyViewed.colors.name": (v11/*:: as any*/),
        "product.recommendations.recentlyViewed.cover": (v14/*:: as any*/),
        "product.recommendations.recentlyViewed.cover.alt": (v11/*:: as any*/),
        "product.recommendations.recentlyViewed.cover.url": (v11/*:: as any*/),
        "product.recommendations.recentlyViewed.hoverImage": (v15/*:: as any*/),
        "product.recommendations.recentlyViewed.hoverImage.url": (v11/*:: as any*/),
        "product.recommendations.recentlyViewed.id": (v7/*:: as any*/),
        "product.recommendations.recentlyViewed.isNew": (v16/*:: as any*/),
        "product.recommendations.recentlyViewed.isWished": (v16/*:: as any*/),
        "product.recommendations.recentlyViewed.originalPrice": (v17/*:: as any*/),
        "product.recommendations.recentlyViewed.originalPrice.amount": (v18/*:: as any*/),
        "product.recommendations.recentlyViewed.originalPrice.formatted": (v11/*:: as any*/),
        "product.recommendations.recentlyViewed.price": (v17/*:: as any*/),
        "product.recommendations.recentlyViewed.price.amount": (v18/*:: as any*/),
        "product.recommendations.recentlyViewed.price.formatted": (v11/*:: as any*/),
        "product.recommendations.recentlyViewed.productId": (v13/*:: as any*/),
        "product.recommendations.recentlyViewed.rentalPrice": (v17/*:: as any*/),
        "product.recommendations.recentlyViewed.rentalPrice.formatted": (v11/*:: as any*/),
        "product.recommendations.recentlyViewed.title": (v11/*:: as any*/),
        "product.recommendations.recentlyViewed.url": (v11/*:: as any*/),
        "product.recommendations.similarItems": (v8/*:: as any*/),
        "product.recommendations.similarItems.availability": (v9/*:: as any*/),
        "product.recommendations.similarItems.brand": (v10/*:: as any*/),
        "product.recommendations.similarItems.brand.id": (v7/*:: as any*/),
        "product.recommendations.similarItems.brand.name": (v11/*:: as any*/),
        "product.recommendations.similarItems.colors": (v12/*:: as any*/),
        "product.recommendations.similarItems.colors.colorId": (v13/*:: as any*/),
        "product.recommendations.similarItems.colors.hex": (v11/*:: as any*/),
        "product.recommendations.similarItems.colors.name": (v11/*:: as any*/),
        "product.recommendations.similarItems.cover": (v14/*:: as any*/),
        "product.recommendations.similarItems.cover.alt": (v11/*:: as any*/),
        "product.recommendations.similarItems.cover.url": (v11/*:: as any*/),
        "product.recommendations.similarItems.hoverImage": (v15/*:: as any*/),
        "product.recommendations.similarItems.hoverImage.url": (v11/*:: as any*/),
        "product.recommendations.similarItems.id": (v7/*:: as any*/),
        "product.recommendations.similarItems.isNew": (v16/*:: as any*/),
        "product.recommendations.similarItems.isWished": (v16/*:: as any*/),
        "product.recommendations.similarItems.originalPrice": (v17/*:: as any*/),
        "product.recommendations.similarItems.originalPrice.amount": (v18/*:: as any*/),
        "product.recommendations.similarItems.originalPrice.formatted": (v11/*:: as any*/),
        "product.recommendations.similarItems.price": (v17/*:: as any*/),
        "product.recommendations.similarItems.price.amount": (v18/*:: as any*/),
        "product.recommendations.similarItems.price.formatted": (v11/*:: as any*/),
        "product.recommendations.similarItems.productId": (v13/*:: as any*/),
        "product.recommendations.similarItems.rentalPrice": (v17/*:: as any*/),
        "product.recommendations.similarItems.rentalPrice.formatted": (v11/*:: as any*/),
        "product.recommendations.similarItems.title": (v11/*:: as any*/),
        "product.recommendations.similarItems.url": (v11/*:: as any*/)
      }
    },
    "name": "ProductRecommendationsTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "939646c211672ee6de3eef23934af352";

export default node;
