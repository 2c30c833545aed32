/**
 * @generated SignedSource<<08c81020ec44ba1c1535afac81000a3f>>
 * @relayHash 92d079609beb35dba24670d62f20027b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b23d70748bb1c813f50021578e95ee97ce4ec0435109b83664f3db0eccc30318

import { ConcreteRequest } from 'relay-runtime';
export type RemoveCouponInput = {
  code: string;
};
export type useRemoveCouponMutation$variables = {
  input: RemoveCouponInput;
};
export type useRemoveCouponMutation$data = {
  readonly removeCoupon: {
    readonly removed: boolean;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: ReadonlyArray<string> | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useRemoveCouponMutation = {
  response: useRemoveCouponMutation$data;
  variables: useRemoveCouponMutation$variables;
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
    "concreteType": "RemoveCouponPayload",
    "kind": "LinkedField",
    "name": "removeCoupon",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "removed",
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
    "name": "useRemoveCouponMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRemoveCouponMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "b23d70748bb1c813f50021578e95ee97ce4ec0435109b83664f3db0eccc30318",
    "metadata": {},
    "name": "useRemoveCouponMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e24118c1a403721828f301f70a779402";

export default node;
