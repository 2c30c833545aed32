/**
 * @generated SignedSource<<296f8e8520b27d5124d951ca3e194e57>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SaleType = "PURCHASE" | "RENT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SharedOrderItems_order$data = {
  readonly items: ReadonlyArray<{
    readonly brand: {
      readonly name: string;
    } | null | undefined;
    readonly color: {
      readonly hex: string;
      readonly name: string;
    } | null | undefined;
    readonly image: {
      readonly alt: string;
      readonly url: string;
    } | null | undefined;
    readonly productPath: string | null | undefined;
    readonly saleType: SaleType;
    readonly size: string | null | undefined;
    readonly title: string;
  }>;
  readonly " $fragmentType": "SharedOrderItems_order";
};
export type SharedOrderItems_order$key = {
  readonly " $data"?: SharedOrderItems_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"SharedOrderItems_order">;
};

const node: ReaderFragment = (function(){
var v0 = {
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
  "name": "SharedOrderItems_order",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SharedOrderItem",
      "kind": "LinkedField",
      "name": "items",
      "plural": true,
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
          "concreteType": "Brand",
          "kind": "LinkedField",
          "name": "brand",
          "plural": false,
          "selections": [
            (v0/*:: as any*/)
          ],
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
          "selections": [
            (v0/*:: as any*/),
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
          "kind": "ScalarField",
          "name": "saleType",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "productPath",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "SharedOrder",
  "abstractKey": null
};
})();

(node as any).hash = "667468a945f1932ddeff4139d8f84734";

export default node;
