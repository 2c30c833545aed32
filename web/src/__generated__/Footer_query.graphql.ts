/**
 * @generated SignedSource<<56e352801b134a412ad86c7ebc6d2527>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Footer_query$data = {
  readonly menu: ReadonlyArray<{
    readonly id: string;
    readonly title: string;
    readonly url: string;
  }>;
  readonly " $fragmentType": "Footer_query";
};
export type Footer_query$key = {
  readonly " $data"?: Footer_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"Footer_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Footer_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "MenuItem",
      "kind": "LinkedField",
      "name": "menu",
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
          "name": "title",
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
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "5c61a7741cd73e9e1511d034fcd419ed";

export default node;
