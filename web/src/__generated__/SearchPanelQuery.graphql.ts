/**
 * @generated SignedSource<<c17fbf409f9ded684072721d2676b882>>
 * @relayHash af46e2fd9ef5a42fecd36fbc14b02adb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ea4176695da82ef601c9d68a6186108f9a94becb373577795c583ac80a1f1223

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SearchPanelQuery$variables = Record<PropertyKey, never>;
export type SearchPanelQuery$data = {
  readonly searchDrawer: {
    readonly " $fragmentSpreads": FragmentRefs<"SearchStart_drawer">;
  };
};
export type SearchPanelQuery = {
  response: SearchPanelQuery$data;
  variables: SearchPanelQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SearchPanelQuery",
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
    "name": "SearchPanelQuery",
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
      }
    ]
  },
  "params": {
    "id": "ea4176695da82ef601c9d68a6186108f9a94becb373577795c583ac80a1f1223",
    "metadata": {},
    "name": "SearchPanelQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "e2fdd3e331d540c2f36a631232768188";

export default node;
