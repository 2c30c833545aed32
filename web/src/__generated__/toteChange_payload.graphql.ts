/**
 * @generated SignedSource<<b99c04e6a520267297fea535f310de3f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type toteChange_payload$data = {
  readonly tote: {
    readonly " $fragmentSpreads": FragmentRefs<"ToteView_tote">;
  } | null | undefined;
  readonly viewer: {
    readonly id: string;
    readonly toteIcon: number;
  } | null | undefined;
  readonly " $fragmentType": "toteChange_payload";
};
export type toteChange_payload$key = {
  readonly " $data"?: toteChange_payload$data;
  readonly " $fragmentSpreads": FragmentRefs<"toteChange_payload">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "toteChange_payload",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Tote",
      "kind": "LinkedField",
      "name": "tote",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ToteView_tote"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "viewer",
      "plural": false,
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
          "name": "toteIcon",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ToteChangePayload",
  "abstractKey": null
};

(node as any).hash = "4e8460ec5959a406148bec5a09cc4ed1";

export default node;
