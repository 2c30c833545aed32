/**
 * @generated SignedSource<<f183d99ff2b6def28a2174c226aea585>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FollowedBrandTile_brand$data = {
  readonly id: string;
  readonly logo: {
    readonly alt: string;
    readonly url: string;
  };
  readonly name: string;
  readonly productCount: number;
  readonly url: string;
  readonly " $fragmentType": "FollowedBrandTile_brand";
};
export type FollowedBrandTile_brand$key = {
  readonly " $data"?: FollowedBrandTile_brand$data;
  readonly " $fragmentSpreads": FragmentRefs<"FollowedBrandTile_brand">;
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
  "name": "FollowedBrandTile_brand",
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
      "kind": "ScalarField",
      "name": "productCount",
      "storageKey": null
    },
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
  "type": "Brand",
  "abstractKey": null
};
})();

(node as any).hash = "420fabee04a014fda50157cacd80770a";

export default node;
