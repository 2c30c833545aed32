/**
 * @generated SignedSource<<c8beed33124666894dffcbc85c2d7d1a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ItemAvailability = "AVAILABLE" | "INVALID" | "LOW_STOCK" | "ONLY_ONE" | "OUT_OF_STOCK" | "%future added value";
export type SaleType = "PURCHASE" | "RENT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ToteItemRow_item$data = {
  readonly availability: ItemAvailability;
  readonly checked: boolean;
  readonly color: {
    readonly name: string;
  };
  readonly id: string;
  readonly image: {
    readonly url: string;
  };
  readonly lineTotal: {
    readonly formatted: string;
  };
  readonly maxQuantity: number;
  readonly product: {
    readonly brand: {
      readonly name: string;
    };
    readonly title: string;
    readonly url: string;
  };
  readonly quantity: number;
  readonly saleType: SaleType;
  readonly size: string;
  readonly unitPrice: {
    readonly formatted: string;
  };
  readonly " $fragmentType": "ToteItemRow_item";
};
export type ToteItemRow_item$key = {
  readonly " $data"?: ToteItemRow_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"ToteItemRow_item">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "formatted",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ToteItemRow_item",
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
      "name": "saleType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "size",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "quantity",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "maxQuantity",
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
      "kind": "ScalarField",
      "name": "checked",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ProductColorSummary",
      "kind": "LinkedField",
      "name": "color",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Image",
      "kind": "LinkedField",
      "name": "image",
      "plural": false,
      "selections": [
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "unitPrice",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "lineTotal",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Product",
      "kind": "LinkedField",
      "name": "product",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        },
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Brand",
          "kind": "LinkedField",
          "name": "brand",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ToteItem",
  "abstractKey": null
};
})();

(node as any).hash = "dafcb839858d20678b1294eaf5cb06b9";

export default node;
