/**
 * @generated SignedSource<<a852b68ee908697d9dd7bd612bc4e76c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HomeHero_hero$data = {
  readonly cta: {
    readonly title: string;
    readonly url: string;
  };
  readonly image: {
    readonly alt: string;
    readonly url: string;
  };
  readonly subtitle: string;
  readonly title: string;
  readonly " $fragmentType": "HomeHero_hero";
};
export type HomeHero_hero$key = {
  readonly " $data"?: HomeHero_hero$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeHero_hero">;
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
  "name": "HomeHero_hero",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "subtitle",
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Link",
      "kind": "LinkedField",
      "name": "cta",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "HomeHero",
  "abstractKey": null
};
})();

(node as any).hash = "23b24891c05b9d0f0caf6b3cc4979741";

export default node;
