/**
 * @generated SignedSource<<213830f3c8a318ee880afb0322cbac11>>
 * @relayHash 60b7302de48627993ee8b381bb22611d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 73c7efcea599c150dff2a27d15b65c50fe00b32db06f336fe4b077c96ccb01fd

import { ConcreteRequest } from 'relay-runtime';
export type DeleteCapsuleInput = {
  capsuleId: number;
};
export type useDeleteCapsuleMutation$variables = {
  input: DeleteCapsuleInput;
};
export type useDeleteCapsuleMutation$data = {
  readonly deleteCapsule: {
    readonly deletedId: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: ReadonlyArray<string> | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useDeleteCapsuleMutation = {
  response: useDeleteCapsuleMutation$data;
  variables: useDeleteCapsuleMutation$variables;
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
    "concreteType": "DeleteCapsulePayload",
    "kind": "LinkedField",
    "name": "deleteCapsule",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deletedId",
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
    "name": "useDeleteCapsuleMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeleteCapsuleMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "73c7efcea599c150dff2a27d15b65c50fe00b32db06f336fe4b077c96ccb01fd",
    "metadata": {},
    "name": "useDeleteCapsuleMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9503afae462aa725ce7dbd26382a2bd5";

export default node;
