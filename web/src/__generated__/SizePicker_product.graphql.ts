/**
 * @generated SignedSource<<fb57a71eff263b910f90137e32cd2c03>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SizeAvailability = "AVAILABLE" | "LOW_STOCK" | "ONLY_ONE" | "OUT_OF_STOCK" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SizePicker_product$data = {
  readonly id: string;
  readonly productId: number;
  readonly sizes: ReadonlyArray<{
    readonly availability: SizeAvailability;
    readonly label: string;
    readonly sku: string;
    readonly stock: number;
  }> | null | undefined;
  readonly " $fragmentType": "SizePicker_product";
};
export type SizePicker_product$key = {
  readonly " $data"?: SizePicker_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"SizePicker_product">;
};

import SizePickerRefetchQuery_graphql from './SizePickerRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "colorId"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": SizePickerRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "SizePicker_product",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "productId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "colorId",
          "variableName": "colorId"
        }
      ],
      "concreteType": "ProductSize",
      "kind": "LinkedField",
      "name": "sizes",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sku",
          "storageKey": null
        },
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
          "name": "stock",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "availability",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    }
  ],
  "type": "Product",
  "abstractKey": null
};

(node as any).hash = "c8c997db8b85bbe561f052933a2a1236";

export default node;
