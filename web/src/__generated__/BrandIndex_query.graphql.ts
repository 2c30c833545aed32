/**
 * @generated SignedSource<<1fe82953d7ce49f5e9c292087567bf94>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BrandIndex_query$data = {
  readonly brandIndex: ReadonlyArray<{
    readonly brands: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
      readonly url: string;
    }>;
    readonly initial: string;
  }>;
  readonly " $fragmentType": "BrandIndex_query";
};
export type BrandIndex_query$key = {
  readonly " $data"?: BrandIndex_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"BrandIndex_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BrandIndex_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "BrandIndexGroup",
      "kind": "LinkedField",
      "name": "brandIndex",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "initial",
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
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "url",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "1f9ffa46e45189af71cb824b84eaaf4b";

export default node;
