/**
 * @generated SignedSource<<fa2157fd194977f81574116a8899f622>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type LoginChannel = "APPLE" | "EMAIL" | "FACEBOOK" | "GOOGLE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SocialButtons_methods$data = ReadonlyArray<{
  readonly authorizeUrl: string | null | undefined;
  readonly channel: LoginChannel;
  readonly enabled: boolean;
  readonly label: string;
  readonly " $fragmentType": "SocialButtons_methods";
}>;
export type SocialButtons_methods$key = ReadonlyArray<{
  readonly " $data"?: SocialButtons_methods$data;
  readonly " $fragmentSpreads": FragmentRefs<"SocialButtons_methods">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "SocialButtons_methods",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "channel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "enabled",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "label",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "authorizeUrl",
      "storageKey": null
    }
  ],
  "type": "LoginMethod",
  "abstractKey": null
};

(node as any).hash = "4080dd9f5344d4aaed1cd7962b8db765";

export default node;
