/**
 * @generated SignedSource<<69029b2492fb59d50d4e51b31027420a>>
 * @relayHash 83d700b8acdc721c294db5c03fb63f09
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5ceda43ce68cbac6537fecd22c93bd0bfc9c9825669a918a015901d7a202a418

import { ConcreteRequest } from 'relay-runtime';
export type FeedbackPlace = "ACCOUNT_OVERVIEW" | "%future added value";
export type LikeFeedbackInput = {
  helpful: boolean;
  place: FeedbackPlace;
};
export type useLikeFeedbackMutation$variables = {
  input: LikeFeedbackInput;
};
export type useLikeFeedbackMutation$data = {
  readonly likeFeedback: {
    readonly feedback: {
      readonly feedbackId: number;
      readonly helpful: boolean;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: ReadonlyArray<string> | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useLikeFeedbackMutation = {
  response: useLikeFeedbackMutation$data;
  variables: useLikeFeedbackMutation$variables;
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
    "name": "likeFeedback",
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
            "name": "helpful",
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
    "name": "useLikeFeedbackMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useLikeFeedbackMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "5ceda43ce68cbac6537fecd22c93bd0bfc9c9825669a918a015901d7a202a418",
    "metadata": {},
    "name": "useLikeFeedbackMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a174a9663ba81732accae998cc7ac2ca";

export default node;
