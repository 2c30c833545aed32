/**
 * @generated SignedSource<<30e45ab9dd8b21dfbcd2dd8ed7919c0b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SizeChart_config$data = {
  readonly sizeChart: ReadonlyArray<{
    readonly detail: string;
    readonly label: string;
    readonly us: string;
  }>;
  readonly " $fragmentType": "SizeChart_config";
};
export type SizeChart_config$key = {
  readonly " $data"?: SizeChart_config$data;
  readonly " $fragmentSpreads": FragmentRefs<"SizeChart_config">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SizeChart_config",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SizeChartRow",
      "kind": "LinkedField",
      "name": "sizeChart",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "us",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "detail",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ProductConfig",
  "abstractKey": null
};

(node as any).hash = "a9aeec7ed4b5846a7eca5db45d553a01";

export default node;
