/**
 * @generated SignedSource<<e2b4571c1de23a610184bcdca6bbaec6>>
 * @relayHash 6e89206b148833e6c179af2c1f1455f3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 651154f675fc27cedace9274fb39e8a0f23910f72375964f8696945c0f80b53a

import { ConcreteRequest } from 'relay-runtime';
export type PaymentIntentStatus = "CANCELED" | "PROCESSING" | "REQUIRES_ACTION" | "REQUIRES_CONFIRMATION" | "REQUIRES_PAYMENT_METHOD" | "SUCCEEDED" | "%future added value";
export type PaymentStatus = "ERROR" | "FAILED" | "FREE" | "PENDING" | "SUCCESS" | "%future added value";
export type stripeNextActionPaymentResultQuery$variables = {
  orderId: number;
};
export type stripeNextActionPaymentResultQuery$data = {
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
};
export type stripeNextActionPaymentResultQuery = {
  response: stripeNextActionPaymentResultQuery$data;
  variables: stripeNextActionPaymentResultQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "orderId"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "orderId",
        "variableName": "orderId"
      }
    ],
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
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "message",
        "storageKey": null
      },
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
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "stripeNextActionPaymentResultQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "stripeNextActionPaymentResultQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "651154f675fc27cedace9274fb39e8a0f23910f72375964f8696945c0f80b53a",
    "metadata": {},
    "name": "stripeNextActionPaymentResultQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f2d1ba6998643a3db30f4ccdecf072fd";

export default node;
