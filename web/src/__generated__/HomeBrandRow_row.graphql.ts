/**
 * @generated SignedSource<<5fe1eb633f96ff305f0417ed2db5f821>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HomeBrandRow_row$data = {
  readonly brands: ReadonlyArray<{
    readonly id: string;
    readonly logo: {
      readonly alt: string;
      readonly url: string;
    };
    readonly name: string;
    readonly url: string;
  }>;
  readonly title: string;
  readonly " $fragmentType": "HomeBrandRow_row";
};
export type HomeBrandRow_row$key = {
  readonly " $data"?: HomeBrandRow_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeBrandRow_row">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HomeBrandRow_row",
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
      "name": "brands",
      "plural": true,
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
          "name": "name",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Image",
          "kind": "LinkedField",
          "name": "logo",
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "HomeBrandRow",
  "abstractKey": null
};
})();

(node as any).hash = "6a321c68367b3811c891c5ed6cd56640";

export default node;
