/**
 * @generated SignedSource<<f3dc9a510246b3fc685dd80ba7e73fb9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MySizeFilter_facet$data = {
  readonly count: number | null | undefined;
  readonly saved: boolean;
  readonly signedIn: boolean;
  readonly sizes: ReadonlyArray<string>;
  readonly " $fragmentType": "MySizeFilter_facet";
};
export type MySizeFilter_facet$key = {
  readonly " $data"?: MySizeFilter_facet$data;
  readonly " $fragmentSpreads": FragmentRefs<"MySizeFilter_facet">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MySizeFilter_facet",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sizes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "saved",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "signedIn",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "count",
      "storageKey": null
    }
  ],
  "type": "MySizeFacet",
  "abstractKey": null
};

(node as any).hash = "ff639fab4322012036770df180ed55bb";

export default node;
