/**
 * @generated SignedSource<<33a4485823d15e4e7f0d8180e8d5f467>>
 * @relayHash 14a023792cd24e532ad1432c1da79ae5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d940d1b65807919cc5009c6c253bee53b653296dd3780c75c37fc135dfc96e06

import { ConcreteRequest } from 'relay-runtime';
export type SendMobileCodeInput = {
  mobile: string;
};
export type useSendMobileCodeMutation$variables = {
  input: SendMobileCodeInput;
};
export type useSendMobileCodeMutation$data = {
  readonly sendMobileCode: {
    readonly resendAfterSeconds: number | null | undefined;
    readonly sent: boolean;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: ReadonlyArray<string> | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useSendMobileCodeMutation = {
  response: useSendMobileCodeMutation$data;
  variables: useSendMobileCodeMutation$variables;
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
    "concreteType": "SendCodePayload",
    "kind": "LinkedField",
    "name": "sendMobileCode",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "sent",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "resendAfterSeconds",
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
    "name": "useSendMobileCodeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSendMobileCodeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "d940d1b65807919cc5009c6c253bee53b653296dd3780c75c37fc135dfc96e06",
    "metadata": {},
    "name": "useSendMobileCodeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d7214a31af42decd7138342ca7bf8396";

export default node;
