/**
 * @generated SignedSource<<c1dea853799a1a67ee51d685446413c0>>
 * @relayHash 505ce0c63877d481a5dd7411e0148147
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cc67daa069c6747cc43f6e8823e3a80906612cdd7c0d779431b94b85d354b7c9

import { ConcreteRequest } from 'relay-runtime';
export type CheckoutMode = "PURCHASE_ONLY" | "RENT_AND_PURCHASE" | "RENT_ONLY" | "RENT_TO_BUY" | "RESUBSCRIBE" | "RESUME_SUBSCRIPTION" | "SUBSCRIBE" | "UNLOCK_EARLY" | "%future added value";
export type PaymentIntentStatus = "CANCELED" | "PROCESSING" | "REQUIRES_ACTION" | "REQUIRES_CONFIRMATION" | "REQUIRES_PAYMENT_METHOD" | "SUCCEEDED" | "%future added value";
export type PaymentStatus = "ERROR" | "FAILED" | "FREE" | "PENDING" | "SUCCESS" | "%future added value";
export type CreateOrderInput = {
  cartItemIds?: ReadonlyArray<string> | null | undefined;
  couponCode?: string | null | undefined;
  idempotencyKey?: string | null | undefined;
  mode: CheckoutMode;
  orderItemIds?: ReadonlyArray<number> | null | undefined;
  planId?: number | null | undefined;
  points?: number | null | undefined;
};
export type useCreateOrderMutation$variables = {
  input: CreateOrderInput;
};
export type useCreateOrderMutation$data = {
  readonly createOrder: {
    readonly order: {
      readonly orderId: number;
      readonly status: PaymentStatus;
      readonly totalBilled: {
        readonly amount: number;
      };
    } | null | undefined;
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
export type useCreateOrderMutation = {
  response: useCreateOrderMutation$data;
  variables: useCreateOrderMutation$variables;
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
  "name": "orderId",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v5 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "CreateOrderPayload",
    "kind": "LinkedField",
    "name": "createOrder",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "CheckoutOrder",
        "kind": "LinkedField",
        "name": "order",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Money",
            "kind": "LinkedField",
            "name": "totalBilled",
            "plural": false,
            "selections": [
              (v3/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "PaymentResult",
        "kind": "LinkedField",
        "name": "paymentResult",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "orderIds",
            "storageKey": null
          },
          (v2/*:: as any*/),
          (v4/*:: as any*/),
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
              (v3/*:: as any*/),
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
              (v2/*:: as any*/),
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
          (v4/*:: as any*/)
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
    "name": "useCreateOrderMutation",
    "selections": (v5/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreateOrderMutation",
    "selections": (v5/*:: as any*/)
  },
  "params": {
    "id": "cc67daa069c6747cc43f6e8823e3a80906612cdd7c0d779431b94b85d354b7c9",
    "metadata": {},
    "name": "useCreateOrderMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2e9688f2c6e975f06525af6833e35fe8";

export default node;
