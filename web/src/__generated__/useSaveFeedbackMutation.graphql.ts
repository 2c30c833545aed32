/**
 * @generated SignedSource<<c3431e929ba14a3752fb3d7ced1112b3>>
 * @relayHash c18268dd9fdda02de369fecf43dc3579
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e23bc9c01a84ccaa43911b495d789a5c6d52d279e17bcd86b12a9038df1a6ed9

import { ConcreteRequest } from 'relay-runtime';
export type SaveFeedbackInput = {
  comment: string;
  feedbackId: number;
};
export type useSaveFeedbackMutation$variables = {
  input: SaveFeedbackInput;
};
export type useSaveFeedbackMutation$data = {
  readonly saveFeedback: {
    readonly feedback: {
      readonly comment: string | null | undefined;
      readonly feedbackId: number;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: ReadonlyArray<string> | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useSaveFeedbackMutation = {
  response: useSaveFeedbackMutation$data;
  variables: useSaveFeedbackMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "FeedbackPayload",
    "kind": "LinkedField",
    "name": "saveFeedback",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Feedback",
        "kind": "LinkedField",
        "name": "feedback",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "feedbackId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "comment",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
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
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSaveFeedbackMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSaveFeedbackMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "e23bc9c01a84ccaa43911b495d789a5c6d52d279e17bcd86b12a9038df1a6ed9",
    "metadata": {},
    "name": "useSaveFeedbackMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e54279c20b49eba1a1f26aa6a58941d8";

export default node;
