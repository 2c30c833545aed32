/**
 * @generated SignedSource<<42872a23feb693bedd90a17557c6913e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SaleType = "PURCHASE" | "RENT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ReturnItems_lines$data = ReadonlyArray<{
  readonly brand: {
    readonly name: string;
  } | null | undefined;
  readonly color: {
    readonly name: string;
  } | null | undefined;
  readonly detail: string;
  readonly image: {
    readonly alt: string;
    readonly url: string;
  } | null | undefined;
  readonly orderItemId: number;
  readonly saleType: SaleType | null | undefined;
  readonly size: string | null | undefined;
  readonly title: string;
  readonly " $fragmentType": "ReturnItems_lines";
}>;
export type ReturnItems_lines$key = ReadonlyArray<{
  readonly " $data"?: ReturnItems_lines$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReturnItems_lines">;
}>;

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "ReturnItems_lines",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "orderItemId",
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
      "name": "detail",
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "url",
          "storageKey": null
        },
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
      "concreteType": "Brand",
      "kind": "LinkedField",
      "name": "brand",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "OrderLine",
  "abstractKey": null
};
})();

(node as any).hash = "797d02d57e2fc35815322da2243502c1";

export default node;
