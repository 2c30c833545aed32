/**
 * @generated SignedSource<<7d5d0bfd7a2153f3b232b75c03410fa1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BrandHeader_brand$data = {
  readonly description: string;
  readonly logo: {
    readonly alt: string;
    readonly url: string;
  };
  readonly name: string;
  readonly productCount: number;
  readonly " $fragmentSpreads": FragmentRefs<"FollowBrandButton_brand">;
  readonly " $fragmentType": "BrandHeader_brand";
};
export type BrandHeader_brand$key = {
  readonly " $data"?: BrandHeader_brand$data;
  readonly " $fragmentSpreads": FragmentRefs<"BrandHeader_brand">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BrandHeader_brand",
  "selections": [
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
      "name": "description",
      "storageKey": null
    },
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "FollowBrandButton_brand"
    }
  ],
  "type": "Brand",
  "abstractKey": null
};

(node as any).hash = "eeae745c87d94753b96f4baef8fb805b";

export default node;
