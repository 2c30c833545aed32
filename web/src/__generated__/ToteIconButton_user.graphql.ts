/**
 * @generated SignedSource<<4b2862e9261c2a05144b567411f59beb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ToteIconButton_user$data = {
  readonly toteIcon: number;
  readonly " $fragmentType": "ToteIconButton_user";
};
export type ToteIconButton_user$key = {
  readonly " $data"?: ToteIconButton_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"ToteIconButton_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ToteIconButton_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "toteIcon",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "148e36e6f44c839d2f58afa699524a0d";

export default node;
