/**
 * @generated SignedSource<<79c4e076c8b45595fef85250307d6f93>>
 * @relayHash 98372ba662d87fa4d20d62cbc005fb89
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 744746ed1e160d18cd7e3bdbb45f2bf89553cec4cfb9c3ba0c1584f5dc524b78

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
    "id": "744746ed1e160d18cd7e3bdbb45f2bf89553cec4cfb9c3ba0c1584f5dc524b78",
    "metadata": {},
    "name": "useDeleteCapsuleMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "fa4751c75043700174f798cad127d306";

export default node;
