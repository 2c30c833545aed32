/**
 * @generated SignedSource<<6c1ae907e9e8a0c5c81260a7b595e490>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type signedInViewer_user$data = {
  readonly email: string;
  readonly id: string;
  readonly name: string;
  readonly " $fragmentSpreads": FragmentRefs<"AccountMenu_viewer">;
  readonly " $fragmentType": "signedInViewer_user";
};
export type signedInViewer_user$key = {
  readonly " $data"?: signedInViewer_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"signedInViewer_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "signedInViewer_user",
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
      "name": "email",
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "AccountMenu_viewer"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "fc7c95d73f5607bad3e33b9ce9d7e5be";

export default node;
