/**
 * @generated SignedSource<<14990cbd93898e2d9e03803858e1a826>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type userErrorFields$data = {
  readonly code: string;
  readonly field: ReadonlyArray<string> | null | undefined;
  readonly message: string;
  readonly " $fragmentType": "userErrorFields";
};
export type userErrorFields$key = {
  readonly " $data"?: userErrorFields$data;
  readonly " $fragmentSpreads": FragmentRefs<"userErrorFields">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "userErrorFields",
  "selections": [
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
      "name": "field",
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
  "type": "UserError",
  "abstractKey": null
};

(node as any).hash = "74a587f12f2adfab3b18e8145b80d5db";

export default node;
