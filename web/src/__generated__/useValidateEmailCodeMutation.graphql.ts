/**
 * @generated SignedSource<<8e8ad90f97f2732e228a05bd08728a04>>
 * @relayHash 048ccf2c46393940813e9b9f9053975a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f9f277c84140ffd59f95e3c26a12faf36ca7af1c5fb07c6caa0cc8f2525a5433

import { ConcreteRequest } from 'relay-runtime';
export type EmailCodePurpose = "DELETE" | "LOGIN" | "RESET" | "SIGNUP" | "UNLOCK" | "%future added value";
export type ValidateEmailCodeInput = {
  code: string;
  email: string;
  purpose: EmailCodePurpose;
};
export type useValidateEmailCodeMutation$variables = {
  input: ValidateEmailCodeInput;
};
export type useValidateEmailCodeMutation$data = {
  readonly validateEmailCode: {
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: ReadonlyArray<string> | null | undefined;
      readonly message: string;
    }>;
    readonly valid: boolean;
  };
};
export type useValidateEmailCodeMutation = {
  response: useValidateEmailCodeMutation$data;
  variables: useValidateEmailCodeMutation$variables;
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
    "concreteType": "ValidateCodePayload",
    "kind": "LinkedField",
    "name": "validateEmailCode",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "valid",
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
    "name": "useValidateEmailCodeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useValidateEmailCodeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "f9f277c84140ffd59f95e3c26a12faf36ca7af1c5fb07c6caa0cc8f2525a5433",
    "metadata": {},
    "name": "useValidateEmailCodeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8b9d138aabd9dd7b3bd977e5c309550e";

export default node;
