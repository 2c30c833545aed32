/**
 * @generated SignedSource<<7a33ba18e759daa80dc1153755f40297>>
 * @relayHash 7565e91925a799cf45d45e4bedd0c824
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8454147f3d99edb56174c8066531f4a91c9622c9093425b606c73c080a3d21bf

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
      readonly field: ReadonlyArray<string> | null | undefined;
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
    "id": "8454147f3d99edb56174c8066531f4a91c9622c9093425b606c73c080a3d21bf",
    "metadata": {},
    "name": "useRecordSearchMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "51adbac37ef791017d07ae1be750f32c";

export default node;
