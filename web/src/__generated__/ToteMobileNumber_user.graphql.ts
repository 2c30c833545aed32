/**
 * @generated SignedSource<<e205d9b3bed97ff627017e3b54405b10>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ToteMobileNumber_user$data = {
  readonly mobile: string;
  readonly " $fragmentSpreads": FragmentRefs<"MobileChange_user">;
  readonly " $fragmentType": "ToteMobileNumber_user";
};
export type ToteMobileNumber_user$key = {
  readonly " $data"?: ToteMobileNumber_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"ToteMobileNumber_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ToteMobileNumber_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "mobile",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "MobileChange_user"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "dd58f41115524e1b66415e8b0ba411a6";

export default node;
