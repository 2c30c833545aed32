/**
 * @generated SignedSource<<8b25f8090b265d63c7cba98681283879>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CapsuleTile_capsule$data = {
  readonly capsuleId: number;
  readonly coverImages: ReadonlyArray<{
    readonly alt: string;
    readonly url: string;
  }>;
  readonly id: string;
  readonly name: string;
  readonly productCount: number;
  readonly products: ReadonlyArray<{
    readonly cover: {
      readonly alt: string;
      readonly url: string;
    };
    readonly id: string;
    readonly productId: number;
    readonly title: string;
    readonly url: string;
  }>;
  readonly " $fragmentType": "CapsuleTile_capsule";
};
export type CapsuleTile_capsule$key = {
  readonly " $data"?: CapsuleTile_capsule$data;
  readonly " $fragmentSpreads": FragmentRefs<"CapsuleTile_capsule">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
},
v2 = [
  (v1/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "alt",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CapsuleTile_capsule",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "capsuleId",
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
      "name": "productCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Image",
      "kind": "LinkedField",
      "name": "coverImages",
      "plural": true,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Product",
      "kind": "LinkedField",
      "name": "products",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
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
          "name": "title",
          "storageKey": null
        },
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Image",
          "kind": "LinkedField",
          "name": "cover",
          "plural": false,
          "selections": (v2/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Capsule",
  "abstractKey": null
};
})();

(node as any).hash = "0d2f213db8e2144cd6b523dedaab0d45";

export default node;
