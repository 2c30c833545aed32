/**
 * @generated SignedSource<<a85363cfae83066b80fb53c18e42f018>>
 * @relayHash 60baf6ecd0e20524608bdc2f0719c4ae
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9c2f3451ba395fa8ff584eec8f9e0fc16762a4b9608802351674ce8f999e6706

import { ConcreteRequest } from 'relay-runtime';
export type CheckoutMode = "PURCHASE_ONLY" | "RENT_AND_PURCHASE" | "RENT_ONLY" | "RENT_TO_BUY" | "RESUBSCRIBE" | "RESUME_SUBSCRIPTION" | "SUBSCRIBE" | "UNLOCK_EARLY" | "%future added value";
export type CouponKind = "PROMO" | "REFERRAL" | "%future added value";
export type ValidateCouponInput = {
  checkout?: CheckoutInput | null | undefined;
  code: string;
};
export type CheckoutInput = {
  cartItemIds?: ReadonlyArray<string> | null | undefined;
  couponCode?: string | null | undefined;
  mode: CheckoutMode;
  orderItemIds?: ReadonlyArray<number> | null | undefined;
  planId?: number | null | undefined;
  points?: number | null | undefined;
};
export type useValidateCouponMutation$variables = {
  input: ValidateCouponInput;
};
export type useValidateCouponMutation$data = {
  readonly validateCoupon: {
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
export type useValidateCouponMutation = {
  response: useValidateCouponMutation$data;
  variables: useValidateCouponMutation$variables;
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
    "name": "validateCoupon",
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
    "name": "useValidateCouponMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useValidateCouponMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "9c2f3451ba395fa8ff584eec8f9e0fc16762a4b9608802351674ce8f999e6706",
    "metadata": {},
    "name": "useValidateCouponMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "00e34347b06429d75200eab518395020";

export default node;
