/**
 * @generated SignedSource<<5226ca71a1e0614e4909660fae2c4f1c>>
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

(node as any).hash = "5532e26cf2006d6c5de9cd8784edea6c";

export default node;
