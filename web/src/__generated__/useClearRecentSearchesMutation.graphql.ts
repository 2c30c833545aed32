/**
 * @generated SignedSource<<f15017b238b62b21acc77bb321c1b8dc>>
 * @relayHash 29c01b5f045ec12b8ec3cbb293314e0f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0dbe07084590f2ae37cb7fc6a1ed34146ddef4086ccc61ff1993dffbc8204cb9

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ClearRecentSearchesInput = {
  keyword?: string | null | undefined;
};
export type useClearRecentSearchesMutation$variables = {
  input?: ClearRecentSearchesInput | null | undefined;
};
export type useClearRecentSearchesMutation$data = {
  readonly clearRecentSearches: {
    readonly searchDrawer: {
      readonly " $fragmentSpreads": FragmentRefs<"SearchKeywordChips_drawer" | "SearchStart_drawer">;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly message: string;
    }>;
  };
};
export type useClearRecentSearchesMutation = {
  response: useClearRecentSearchesMutation$data;
  variables: useClearRecentSearchesMutation$variables;
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
    "name": "useClearRecentSearchesMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RecentSearchesPayload",
        "kind": "LinkedField",
        "name": "clearRecentSearches",
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
    "name": "useClearRecentSearchesMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RecentSearchesPayload",
        "kind": "LinkedField",
        "name": "clearRecentSearches",
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
    "id": "0dbe07084590f2ae37cb7fc6a1ed34146ddef4086ccc61ff1993dffbc8204cb9",
    "metadata": {},
    "name": "useClearRecentSearchesMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9fc88eaef75e8475c3ca8f43e9e1617b";

export default node;
