/**
 * @generated SignedSource<<0c7e34d6a57513daca2f4b55e230e910>>
 * @relayHash 2ab8bc948a8a573db750cc0ea7d75174
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ac2b2135d63c63768db44d7fe42ccce9e8a57821fc613c9cb23eb5a2f9f85fed

import { ConcreteRequest } from 'relay-runtime';
export type LogOutInput = {
  clientMutationId?: string | null | undefined;
};
export type useLogOutMutation$variables = {
  input?: LogOutInput | null | undefined;
};
export type useLogOutMutation$data = {
  readonly logOut: {
    readonly loggedOut: boolean;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: ReadonlyArray<string> | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useLogOutMutation = {
  response: useLogOutMutation$data;
  variables: useLogOutMutation$variables;
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
    "concreteType": "LogOutPayload",
    "kind": "LinkedField",
    "name": "logOut",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "loggedOut",
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
    "name": "useLogOutMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useLogOutMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "ac2b2135d63c63768db44d7fe42ccce9e8a57821fc613c9cb23eb5a2f9f85fed",
    "metadata": {},
    "name": "useLogOutMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "421a1ae39f2e3e889b8aa0503fb59bfb";

export default node;
