/**
 * @generated SignedSource<<96ddbc2ad6a151af6db2dc0c54fa81fa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReferralOffer_check$data = {
  readonly code: string;
  readonly message: string;
  readonly valid: boolean;
  readonly " $fragmentType": "ReferralOffer_check";
};
export type ReferralOffer_check$key = {
  readonly " $data"?: ReferralOffer_check$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReferralOffer_check">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReferralOffer_check",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "valid",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "code",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    }
  ],
  "type": "ReferralCodeCheck",
  "abstractKey": null
};

(node as any).hash = "4524bf368b5d22cdb5d070d169677eab";

export default node;
