/**
 * @generated SignedSource<<8344d4c44d3d45bd9e30a97afaf64417>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ToteCheckout_tote$data = {
  readonly purchase: {
    readonly items: ReadonlyArray<{
      readonly checked: boolean;
      readonly quantity: number;
    }>;
  };
  readonly rent: {
    readonly items: ReadonlyArray<{
      readonly checked: boolean;
    }>;
  };
  readonly " $fragmentType": "ToteCheckout_tote";
};
export type ToteCheckout_tote$key = {
  readonly " $data"?: ToteCheckout_tote$data;
  readonly " $fragmentSpreads": FragmentRefs<"ToteCheckout_tote">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "checked",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ToteCheckout_tote",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ToteSection",
      "kind": "LinkedField",
      "name": "rent",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ToteItem",
          "kind": "LinkedField",
          "name": "items",
          "plural": true,
          "selections": [
            (v0/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ToteSection",
      "kind": "LinkedField",
      "name": "purchase",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ToteItem",
          "kind": "LinkedField",
          "name": "items",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "quantity",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Tote",
  "abstractKey": null
};
})();

(node as any).hash = "237de1862a6674ea4c8a49d26144edd7";

export default node;
