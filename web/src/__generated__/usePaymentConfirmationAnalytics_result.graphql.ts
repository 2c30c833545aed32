/**
 * @generated SignedSource<<51f4e92c1df0cdb15518ba11f2116368>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CheckoutMode = "PURCHASE_ONLY" | "RENT_AND_PURCHASE" | "RENT_ONLY" | "RENT_TO_BUY" | "RESUBSCRIBE" | "RESUME_SUBSCRIPTION" | "SUBSCRIBE" | "UNLOCK_EARLY" | "%future added value";
export type PaymentStatus = "ERROR" | "FAILED" | "FREE" | "PENDING" | "SUCCESS" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type usePaymentConfirmationAnalytics_result$data = {
  readonly mode: CheckoutMode;
  readonly orderId: number;
  readonly status: PaymentStatus;
  readonly totalBilled: {
    readonly amount: number;
    readonly currency: string;
  };
  readonly " $fragmentType": "usePaymentConfirmationAnalytics_result";
};
export type usePaymentConfirmationAnalytics_result$key = {
  readonly " $data"?: usePaymentConfirmationAnalytics_result$data;
  readonly " $fragmentSpreads": FragmentRefs<"usePaymentConfirmationAnalytics_result">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "usePaymentConfirmationAnalytics_result",
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
      "name": "mode",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
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
          "name": "currency",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "PaymentResult",
  "abstractKey": null
};

(node as any).hash = "52d1ade9a09fef05b3b4a5f0febad955";

export default node;
