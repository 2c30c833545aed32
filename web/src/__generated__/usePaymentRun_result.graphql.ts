/**
 * @generated SignedSource<<bef6609544c235241e6e91e13347a338>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PaymentIntentStatus = "CANCELED" | "PROCESSING" | "REQUIRES_ACTION" | "REQUIRES_CONFIRMATION" | "REQUIRES_PAYMENT_METHOD" | "SUCCEEDED" | "%future added value";
export type PaymentStatus = "ERROR" | "FAILED" | "FREE" | "PENDING" | "SUCCESS" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type usePaymentRun_result$data = {
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
  readonly " $fragmentType": "usePaymentRun_result";
};
export type usePaymentRun_result$key = {
  readonly " $data"?: usePaymentRun_result$data;
  readonly " $fragmentSpreads": FragmentRefs<"usePaymentRun_result">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "usePaymentRun_result",
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
    (v0/*:: as any*/),
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
        (v0/*:: as any*/),
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
  "type": "PaymentResult",
  "abstractKey": null
};
})();

(node as any).hash = "fea49e40be612936837df21cd1312f8d";

export default node;
