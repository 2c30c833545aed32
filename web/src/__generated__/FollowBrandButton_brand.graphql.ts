/**
 * @generated SignedSource<<74061ebfa6ab9e995857ea290289dfec>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FollowBrandButton_brand$data = {
  readonly id: string;
  readonly isFollowed: boolean;
  readonly name: string;
  readonly " $fragmentType": "FollowBrandButton_brand";
};
export type FollowBrandButton_brand$key = {
  readonly " $data"?: FollowBrandButton_brand$data;
  readonly " $fragmentSpreads": FragmentRefs<"FollowBrandButton_brand">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FollowBrandButton_brand",
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
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isFollowed",
      "storageKey": null
    }
  ],
  "type": "Brand",
  "abstractKey": null
};

(node as any).hash = "b547ac696f5a34af3d03bf52b6b48528";

export default node;
