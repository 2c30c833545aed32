/**
 * @generated SignedSource<<294d27238bde31943a6a7282857f9c53>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PaymentProvider = "EMULATOR" | "STRIPE" | "UNAVAILABLE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ProviderCardForm_config$data = {
  readonly emulatorBasePath: string | null | undefined;
  readonly provider: PaymentProvider;
  readonly publishableKey: string | null | undefined;
  readonly testCards: ReadonlyArray<{
    readonly description: string;
    readonly number: string;
  }>;
  readonly " $fragmentType": "ProviderCardForm_config";
};
export type ProviderCardForm_config$key = {
  readonly " $data"?: ProviderCardForm_config$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProviderCardForm_config">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProviderCardForm_config",
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

(node as any).hash = "fdd4d2e149ff9eceb4121fccbd3fd50d";

export default node;
