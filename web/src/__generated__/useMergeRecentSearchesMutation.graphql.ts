/**
 * @generated SignedSource<<a442a408c72339cfbb27333a93b80ed0>>
 * @relayHash 1657e52559c056524260110a13c542d1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1cbc391ed9e807222a0c4583c5baa8ffe4fcf73b5a841de942348053c6d56fa0

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MergeRecentSearchesInput = {
  keywords: ReadonlyArray<string>;
};
export type useMergeRecentSearchesMutation$variables = {
  input: MergeRecentSearchesInput;
};
export type useMergeRecentSearchesMutation$data = {
  readonly mergeRecentSearches: {
    readonly searchDrawer: {
      readonly " $fragmentSpreads": FragmentRefs<"SearchKeywordChips_drawer" | "SearchStart_drawer">;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly message: string;
    }>;
  };
};
export type useMergeRecentSearchesMutation = {
  response: useMergeRecentSearchesMutation$data;
  variables: useMergeRecentSearchesMutation$variables;
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
    "name": "useMergeRecentSearchesMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RecentSearchesPayload",
        "kind": "LinkedField",
        "name": "mergeRecentSearches",
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
    "name": "useMergeRecentSearchesMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RecentSearchesPayload",
        "kind": "LinkedField",
        "name": "mergeRecentSearches",
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
    "id": "1cbc391ed9e807222a0c4583c5baa8ffe4fcf73b5a841de942348053c6d56fa0",
    "metadata": {},
    "name": "useMergeRecentSearchesMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f60d62ce6c2f99fa0b5ed9fd3dbc0635";

export default node;
