/**
 * @generated SignedSource<<3b0cf89d0e39b83d49e1a480cc724901>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type RentDisabledReason = "MEMBERSHIP" | "SOLD_OUT" | "TOTE_FULL" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PdpActions_buttons$data = {
  readonly toteButtons: {
    readonly buyLabel: string;
    readonly canBuy: boolean;
    readonly canRent: boolean;
    readonly purchaseSkusInTote: ReadonlyArray<string>;
    readonly rentCount: number;
    readonly rentDisabledReason: RentDisabledReason | null | undefined;
    readonly rentLabel: string;
    readonly rentSkusInTote: ReadonlyArray<string>;
    readonly upperLimit: number;
  } | null | undefined;
  readonly " $fragmentType": "PdpActions_buttons";
};
export type PdpActions_buttons$key = {
  readonly " $data"?: PdpActions_buttons$data;
  readonly " $fragmentSpreads": FragmentRefs<"PdpActions_buttons">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PdpActions_buttons",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ToteButtons",
      "kind": "LinkedField",
      "name": "toteButtons",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "canRent",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "rentLabel",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "rentDisabledReason",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "canBuy",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "buyLabel",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "rentSkusInTote",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "purchaseSkusInTote",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "rentCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "upperLimit",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Product",
  "abstractKey": null
};

(node as any).hash = "fa006f6a906309977a8bf03f97f7bd47";

export default node;
