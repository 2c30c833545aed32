/**
 * @generated SignedSource<<f3c112b67dfbd08a11a6047b7afd665d>>
 * @relayHash 7f3d923e24df35ad9f49867c8f3f86b1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 10cc2f1227dc6337eb47e4d747cadb760f170c1a4589477b8d710304587ceef9

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RecordSearchInput = {
  keyword: string;
};
export type useRecordSearchMutation$variables = {
  input: RecordSearchInput;
};
export type useRecordSearchMutation$data = {
  readonly recordSearch: {
    readonly searchDrawer: {
      readonly " $fragmentSpreads": FragmentRefs<"SearchKeywordChips_drawer" | "SearchStart_drawer">;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly message: string;
    }>;
  };
};
export type useRecordSearchMutation = {
  response: useRecordSearchMutation$data;
  variables: useRecordSearchMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "UserError",
  "kind": "LinkedField",
  "name": "userErrors",
  "plural": true,
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
      "name": "message",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useRecordSearchMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RecentSearchesPayload",
        "kind": "LinkedField",
        "name": "recordSearch",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "SearchDrawer",
            "kind": "LinkedField",
            "name": "searchDrawer",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "SearchStart_drawer"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "SearchKeywordChips_drawer"
              }
            ],
            "storageKey": null
          },
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRecordSearchMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RecentSearchesPayload",
        "kind": "LinkedField",
        "name": "recordSearch",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "SearchDrawer",
            "kind": "LinkedField",
            "name": "searchDrawer",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "recent",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "TrendingSearch",
                "kind": "LinkedField",
                "name": "trending",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "keyword",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hotKeywords",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "10cc2f1227dc6337eb47e4d747cadb760f170c1a4589477b8d710304587ceef9",
    "metadata": {},
    "name": "useRecordSearchMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "375d430e252df28edefcade42d5a2e5d";

export default node;
