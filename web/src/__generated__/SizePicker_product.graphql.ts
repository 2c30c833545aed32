/**
 * @generated SignedSource<<564184664aa8690921e0a3cabd66aa94>>
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
    readonly heldForYouUntil: string | null | undefined;
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "heldForYouUntil",
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

(node as any).hash = "2e11ef79c23b7f0e47da2e915de866f5";

export default node;
