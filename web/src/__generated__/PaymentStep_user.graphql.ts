/**
 * @generated SignedSource<<c399e2765402afd23f794a0c8de10b03>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CardBrand = "AMEX" | "DINERS" | "DISCOVER" | "JCB" | "MASTERCARD" | "UNIONPAY" | "UNKNOWN" | "VISA" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PaymentStep_user$data = {
  readonly paymentMethod: {
    readonly brand: CardBrand;
    readonly expMonth: number;
    readonly expYear: number;
    readonly maskedNumber: string;
    readonly sameAsShipping: boolean;
  } | null | undefined;
  readonly " $fragmentType": "PaymentStep_user";
};
export type PaymentStep_user$key = {
  readonly " $data"?: PaymentStep_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"PaymentStep_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PaymentStep_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "PaymentMethod",
      "kind": "LinkedField",
      "name": "paymentMethod",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "maskedNumber",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "brand",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "expMonth",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "expYear",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sameAsShipping",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "bab99fa0c1d56213bed1dfe9311b19a2";

export default node;
