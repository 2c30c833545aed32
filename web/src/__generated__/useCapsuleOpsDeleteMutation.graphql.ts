/**
 * @generated SignedSource<<1efca744fb1e3255e24fb69d56265367>>
 * @relayHash 1c50c4cc6b4693203d157de5b29c2847
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e3989ff09694a19647838168ac70e77a63ca1a96d05a29946a6086ba4a97003c

import { ConcreteRequest } from 'relay-runtime';
export type DeleteCapsuleInput = {
  capsuleId: number;
};
export type useCapsuleOpsDeleteMutation$variables = {
  input: DeleteCapsuleInput;
};
export type useCapsuleOpsDeleteMutation$data = {
  readonly deleteCapsule: {
    readonly deletedId: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type useCapsuleOpsDeleteMutation = {
  response: useCapsuleOpsDeleteMutation$data;
  variables: useCapsuleOpsDeleteMutation$variables;
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
    "name": "useCapsuleOpsDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCapsuleOpsDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "e3989ff09694a19647838168ac70e77a63ca1a96d05a29946a6086ba4a97003c",
    "metadata": {},
    "name": "useCapsuleOpsDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "937873b778e4eb3db4ce1a2c23ebb069";

export default node;
