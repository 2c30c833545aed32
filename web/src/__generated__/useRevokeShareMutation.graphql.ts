/**
 * @generated SignedSource<<65834579edb2a57c10b770fbe4f22e39>>
 * @relayHash fef7d542058185340dfb449758857716
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 68b64c6b8fa75f68895169acc073b5fc90c64e9d78cae4f14a5d08bc849ad6cf

import { ConcreteRequest } from 'relay-runtime';
export type RevokeShareInput = {
  shareId: string;
};
export type useRevokeShareMutation$variables = {
  input: RevokeShareInput;
};
export type useRevokeShareMutation$data = {
  readonly revokeShare: {
    readonly share: {
      readonly shareId: string;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: ReadonlyArray<string> | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useRevokeShareMutation = {
  response: useRevokeShareMutation$data;
  variables: useRevokeShareMutation$variables;
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
    "concreteType": "RevokeSharePayload",
    "kind": "LinkedField",
    "name": "revokeShare",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "OrderShare",
        "kind": "LinkedField",
        "name": "share",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "shareId",
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
    "name": "useRevokeShareMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRevokeShareMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "68b64c6b8fa75f68895169acc073b5fc90c64e9d78cae4f14a5d08bc849ad6cf",
    "metadata": {},
    "name": "useRevokeShareMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "5e9ae515f37fa7f84ec0244bf5be42e0";

export default node;
