/**
 * @generated SignedSource<<dcb4396274ac5a057b89d0740707ed1a>>
 * @relayHash 5a910f069c86738d98289b1831f4ca6c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2f24c082f3cc7959d855bf847e56fb73b43cf856565b57e93b1b6de5bad28e51

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SearchEmptyQuery$variables = Record<PropertyKey, never>;
export type SearchEmptyQuery$data = {
  readonly searchDrawer: {
    readonly " $fragmentSpreads": FragmentRefs<"SearchKeywordChips_drawer">;
  };
};
export type SearchEmptyQuery = {
  response: SearchEmptyQuery$data;
  variables: SearchEmptyQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SearchEmptyQuery",
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
            "name": "SearchKeywordChips_drawer"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SearchEmptyQuery",
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
      }
    ]
  },
  "params": {
    "id": "2f24c082f3cc7959d855bf847e56fb73b43cf856565b57e93b1b6de5bad28e51",
    "metadata": {},
    "name": "SearchEmptyQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "6f1eb8d710ae03690ee0d77c30c99f6d";

export default node;
