/**
 * @generated SignedSource<<28263644985856e9fd1595ffc6eec004>>
 * @relayHash 18815d142e645e0779217036aed3d860
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 67269187db668f3c8560147cee67bed11ec8e3ba2eaea06589534529ab30832f

import { ConcreteRequest } from 'relay-runtime';
export type EmailCodePurpose = "DELETE" | "LOGIN" | "RESET" | "SIGNUP" | "UNLOCK" | "%future added value";
export type SendEmailCodeInput = {
  email: string;
  purpose: EmailCodePurpose;
};
export type useSendEmailCodeMutation$variables = {
  input: SendEmailCodeInput;
};
export type useSendEmailCodeMutation$data = {
  readonly sendEmailCode: {
    readonly resendAfterSeconds: number | null | undefined;
    readonly sent: boolean;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: ReadonlyArray<string> | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useSendEmailCodeMutation = {
  response: useSendEmailCodeMutation$data;
  variables: useSendEmailCodeMutation$variables;
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
    "name": "sendEmailCode",
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
    "name": "useSendEmailCodeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSendEmailCodeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "67269187db668f3c8560147cee67bed11ec8e3ba2eaea06589534529ab30832f",
    "metadata": {},
    "name": "useSendEmailCodeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "deafcd25e8d76ed8461a38aecf5b716a";

export default node;
