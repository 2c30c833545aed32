/**
 * @generated SignedSource<<f481e512c93a9f99c14d7b3b48b6bddd>>
 * @relayHash 7ad324057ba598a75b5d8ab9e364abee
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4c81ca503223ab9ea7ef57cc402299df472eff6e67cc8e570a52d051f8d04e0a

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useClearHistoryMutation$variables = Record<PropertyKey, never>;
export type useClearHistoryMutation$data = {
  readonly clearAssistantHistory: {
    readonly assistant: {
      readonly history: {
        readonly messages: ReadonlyArray<{
          readonly id: string;
        }>;
      };
      readonly " $fragmentSpreads": FragmentRefs<"AssistantComposer_assistant">;
    };
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: ReadonlyArray<string> | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useClearHistoryMutation = {
  response: useClearHistoryMutation$data;
  variables: useClearHistoryMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "concreteType": "AssistantHistory",
  "kind": "LinkedField",
  "name": "history",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "AssistantMessage",
      "kind": "LinkedField",
      "name": "messages",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v1 = {
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useClearHistoryMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ClearAssistantHistoryPayload",
        "kind": "LinkedField",
        "name": "clearAssistantHistory",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Assistant",
            "kind": "LinkedField",
            "name": "assistant",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "AssistantComposer_assistant"
              },
              (v0/*:: as any*/)
            ],
            "storageKey": null
          },
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useClearHistoryMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ClearAssistantHistoryPayload",
        "kind": "LinkedField",
        "name": "clearAssistantHistory",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Assistant",
            "kind": "LinkedField",
            "name": "assistant",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "trialMessagesLeft",
                "storageKey": null
              },
              (v0/*:: as any*/)
            ],
            "storageKey": null
          },
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "4c81ca503223ab9ea7ef57cc402299df472eff6e67cc8e570a52d051f8d04e0a",
    "metadata": {},
    "name": "useClearHistoryMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e84dd76ebb8c67ee67b3ea6dc582b69d";

export default node;
