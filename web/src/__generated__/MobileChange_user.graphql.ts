/**
 * @generated SignedSource<<e8490ff5f5e65f102eca3c43f7a084bf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MobileChange_user$data = {
  readonly mobile: string;
  readonly " $fragmentType": "MobileChange_user";
};
export type MobileChange_user$key = {
  readonly " $data"?: MobileChange_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"MobileChange_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MobileChange_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "mobile",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "504538f66a83b2edca7018b072e5ed9c";

export default node;
