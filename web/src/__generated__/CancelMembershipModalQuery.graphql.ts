/**
 * @generated SignedSource<<5c781c063099fdba0f4b2c2fb2baf54c>>
 * @relayHash 1fb5e99d23f2b3849bb45e623e7e755e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bb5ffc04964a4e66193fad60df6294cd0a8d2de529a2550439f98991e6acbaa4

import { ConcreteRequest } from 'relay-runtime';
export type SurveyQuestionType = "MULTIPLE" | "SINGLE" | "%future added value";
export type CancelMembershipModalQuery$variables = Record<PropertyKey, never>;
export type CancelMembershipModalQuery$data = {
  readonly cancelSurvey: {
    readonly feedback: {
      readonly maxLength: number;
      readonly placeholder: string;
      readonly title: string;
    };
    readonly questions: ReadonlyArray<{
      readonly options: ReadonlyArray<{
        readonly allowText: boolean;
        readonly optionId: number;
        readonly text: string;
      }>;
      readonly questionId: number;
      readonly required: boolean;
      readonly title: string;
      readonly type: SurveyQuestionType;
    }>;
    readonly willingness: {
      readonly max: number;
      readonly maxLabel: string;
      readonly min: number;
      readonly minLabel: string;
      readonly title: string;
    };
  };
};
export type CancelMembershipModalQuery = {
  response: CancelMembershipModalQuery$data;
  variables: CancelMembershipModalQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "CancelSurvey",
    "kind": "LinkedField",
    "name": "cancelSurvey",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SurveyQuestion",
        "kind": "LinkedField",
        "name": "questions",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "questionId",
            "storageKey": null
          },
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "type",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "required",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "SurveyOption",
            "kind": "LinkedField",
            "name": "options",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "optionId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "text",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "allowText",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "WillingnessScale",
        "kind": "LinkedField",
        "name": "willingness",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "min",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "max",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "minLabel",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "maxLabel",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "FeedbackPrompt",
        "kind": "LinkedField",
        "name": "feedback",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "placeholder",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "maxLength",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CancelMembershipModalQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CancelMembershipModalQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "bb5ffc04964a4e66193fad60df6294cd0a8d2de529a2550439f98991e6acbaa4",
    "metadata": {},
    "name": "CancelMembershipModalQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3fb65533194d3de38daa1b2ad1dde086";

export default node;
