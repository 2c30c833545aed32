/**
 * @generated SignedSource<<f134b7e784e86cba65782d07acc744db>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReferralCard_viewer$data = {
  readonly points: number;
  readonly pointsValue: {
    readonly formatted: string;
  };
  readonly referralCode: string;
  readonly " $fragmentType": "ReferralCard_viewer";
};
export type ReferralCard_viewer$key = {
  readonly " $data"?: ReferralCard_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReferralCard_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReferralCard_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "referralCode",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "points",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "pointsValue",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "formatted",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "163058cf9c6c74b8e71917fabbc03ad2";

export default node;
