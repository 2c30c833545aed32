/**
 * @generated SignedSource<<8d3de5694035f63f16e979f907210eb6>>
 * @relayHash 00513663c6060875a5ee4f2b1d5bbb2d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a5e5f85185931dae4a57bd3fc0e5e883e2c60bddea628fd9be46b1220e29ca6d

import { ConcreteRequest } from 'relay-runtime';
export type CouponKind = "PROMO" | "REFERRAL" | "%future added value";
export type ApplyCouponInput = {
  code: string;
};
export type useApplyCouponMutation$variables = {
  input: ApplyCouponInput;
};
export type useApplyCouponMutation$data = {
  readonly applyCoupon: {
    readonly coupon: {
      readonly code: string;
      readonly kind: CouponKind;
      readonly message: string;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: ReadonlyArray<string> | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useApplyCouponMutation = {
  response: useApplyCouponMutation$data;
  variables: useApplyCouponMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "CouponPayload",
    "kind": "LinkedField",
    "name": "applyCoupon",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "CouponCheck",
        "kind": "LinkedField",
        "name": "coupon",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "kind",
            "storageKey": null
          },
          (v1/*:: as any*/),
          (v2/*:: as any*/)
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
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "field",
            "storageKey": null
          },
          (v2/*:: as any*/)
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
    "name": "useApplyCouponMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useApplyCouponMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "a5e5f85185931dae4a57bd3fc0e5e883e2c60bddea628fd9be46b1220e29ca6d",
    "metadata": {},
    "name": "useApplyCouponMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "908acf416ef0d68feabab25f2411e47e";

export default node;
