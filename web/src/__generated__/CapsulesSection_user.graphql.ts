/**
 * @generated SignedSource<<86d574eb6e7fe7ba25494fdd5b2b1621>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CapsulesSection_user$data = {
  readonly capsules: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"CapsuleTile_capsule">;
  }>;
  readonly id: string;
  readonly " $fragmentType": "CapsulesSection_user";
};
export type CapsulesSection_user$key = {
  readonly " $data"?: CapsulesSection_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"CapsulesSection_user">;
};

import CapsulesSectionRefetchQuery_graphql from './CapsulesSectionRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": CapsulesSectionRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "CapsulesSection_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Capsule",
      "kind": "LinkedField",
      "name": "capsules",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "CapsuleTile_capsule"
        }
      ],
      "storageKey": null
    },
    (v0/*:: as any*/)
  ],
  "type": "User",
  "abstractKey": null
};
})();

(node as any).hash = "314f0c6cc1afc0f418b3a75e169575ce";

export default node;
