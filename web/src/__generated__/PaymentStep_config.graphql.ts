/**
 * @generated SignedSource<<9cd2064c7afe086a5d8cac463e2cae41>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PaymentProvider = "EMULATOR" | "STRIPE" | "UNAVAILABLE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PaymentStep_config$data = {
  readonly emulatorBasePath: string | null | undefined;
  readonly provider: PaymentProvider;
  readonly publishableKey: string | null | undefined;
  readonly testCards: ReadonlyArray<{
    readonly description: string;
    readonly number: string;
  }>;
  readonly " $fragmentType": "PaymentStep_config";
};
export type PaymentStep_config$key = {
  readonly " $data"?: PaymentStep_config$data;
  readonly " $fragmentSpreads": FragmentRefs<"PaymentStep_config">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PaymentStep_config",
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "emulatorBasePath",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TestCard",
      "kind": "LinkedField",
      "name": "testCards",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "number",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "description",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "PaymentConfig",
  "abstractKey": null
};

(node as any).hash = "0c8e7011944a9dc8f89561d7943f634c";

export default node;
