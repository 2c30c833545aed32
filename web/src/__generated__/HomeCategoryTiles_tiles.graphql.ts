/**
 * @generated SignedSource<<392538e03701e9e9df23771655ed1173>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HomeCategoryTiles_tiles$data = {
  readonly tiles: ReadonlyArray<{
    readonly image: {
      readonly alt: string;
      readonly url: string;
    };
    readonly title: string;
    readonly url: string;
  }>;
  readonly title: string;
  readonly " $fragmentType": "HomeCategoryTiles_tiles";
};
export type HomeCategoryTiles_tiles$key = {
  readonly " $data"?: HomeCategoryTiles_tiles$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeCategoryTiles_tiles">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v1 = {
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
  "name": "HomeCategoryTiles_tiles",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "HomeTile",
      "kind": "LinkedField",
      "name": "tiles",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Image",
          "kind": "LinkedField",
          "name": "image",
          "plural": false,
          "selections": [
            (v1/*:: as any*/),
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
  "type": "HomeCategoryTiles",
  "abstractKey": null
};
})();

(node as any).hash = "0bbf2005f949533c00ec109de3214ce9";

export default node;
