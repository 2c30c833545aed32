/**
 * @generated SignedSource<<49ecd88d09390d5f934c9acf048c2f85>>
 * @relayHash abaa41b4d7d80b0f51a463b1fc9d650e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 648eb5151b161ca1a04421978a622b44951669f6f3b52bd07a84c5cd793244fb

import { ConcreteRequest } from 'relay-runtime';
export type PaymentIntentStatus = "CANCELED" | "PROCESSING" | "REQUIRES_ACTION" | "REQUIRES_CONFIRMATION" | "REQUIRES_PAYMENT_METHOD" | "SUCCEEDED" | "%future added value";
export type PaymentStatus = "ERROR" | "FAILED" | "FREE" | "PENDING" | "SUCCESS" | "%future added value";
export type PayOrderInput = {
  idempotencyKey: string;
  orderId: number;
  paymentMethodId?: string | null | undefined;
  returnUrl?: string | null | undefined;
};
export type usePayOrderMutation$variables = {
  input: PayOrderInput;
};
export type usePayOrderMutation$data = {
  readonly payOrder: {
    readonly paymentResult: {
      readonly message: string;
      readonly orderId: number;
      readonly orderIds: ReadonlyArray<number>;
      readonly paymentIntent: {
        readonly clientSecret: string;
        readonly nextActionUrl: string | null | undefined;
        readonly status: PaymentIntentStatus;
      } | null | undefined;
      readonly redirectUri: string;
      readonly status: PaymentStatus;
      readonly totalBilled: {
        readonly amount: number;
        readonly formatted: string;
      };
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: ReadonlyArray<string> | null | undefined;
      readonly message: string;
    }>;
  };
};
export type usePayOrderMutation = {
  response: usePayOrderMutation$data;
  variables: usePayOrderMutation$variables;
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
  "name": "status",
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
    "concreteType": "PayOrderPayload",
    "kind": "LinkedField",
    "name": "payOrder",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "PaymentResult",
        "kind": "LinkedField",
        "name": "paymentResult",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "orderId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "orderIds",
            "storageKey": null
          },
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "redirectUri",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Money",
            "kind": "LinkedField",
            "name": "totalBilled",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "amount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "formatted",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PaymentIntent",
            "kind": "LinkedField",
            "name": "paymentIntent",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "clientSecret",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "nextActionUrl",
                "storageKey": null
              }
            ],
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
    "name": "usePayOrderMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "usePayOrderMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "648eb5151b161ca1a04421978a622b44951669f6f3b52bd07a84c5cd793244fb",
    "metadata": {},
    "name": "usePayOrderMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6da8ba3ef9239c30e43251d9bbf2e0c0";

export default node;
