/**
 * @generated SignedSource<<1b8ec5045647a8bd829a0900ded94bae>>
 * @relayHash 478ff8359ae1437d56dc41606056ed21
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ac72233aafa986b5f58d9f5436501edf5d258a434e0d84099436e19dec4eb3d3

import { ConcreteRequest } from 'relay-runtime';
export type PaymentProvider = "EMULATOR" | "STRIPE" | "UNAVAILABLE" | "%future added value";
export type ConfirmStepQuery$variables = Record<PropertyKey, never>;
export type ConfirmStepQuery$data = {
  readonly paymentConfig: {
    readonly provider: PaymentProvider;
    readonly publishableKey: string | null | undefined;
  };
};
export type ConfirmStepQuery = {
  response: ConfirmStepQuery$data;
  variables: ConfirmStepQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "PaymentConfig",
    "kind": "LinkedField",
    "name": "paymentConfig",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "provider",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "publishableKey",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ConfirmStepQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ConfirmStepQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "ac72233aafa986b5f58d9f5436501edf5d258a434e0d84099436e19dec4eb3d3",
    "metadata": {},
    "name": "ConfirmStepQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "aafb47775537de5e827c4af5e9772480";

export default node;
