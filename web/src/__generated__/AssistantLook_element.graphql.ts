/**
 * @generated SignedSource<<4504e63312d2d15c8e4ec9b9e02acbb9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AssistantLook_element$data = {
  readonly products: ReadonlyArray<{
    readonly product: {
      readonly id: string;
    };
    readonly " $fragmentSpreads": FragmentRefs<"AssistantProductCard_card">;
  }>;
  readonly title: string;
  readonly totalPrice: {
    readonly formatted: string;
  };
  readonly " $fragmentType": "AssistantLook_element";
};
export type AssistantLook_element$key = {
  readonly " $data"?: AssistantLook_element$data;
  readonly " $fragmentSpreads": FragmentRefs<"AssistantLook_element">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AssistantLook_element",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "totalPrice",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "formatted",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AssistantProductCard",
      "kind": "LinkedField",
      "name": "products",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Product",
          "kind": "LinkedField",
          "name": "product",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "id",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "AssistantProductCard_card"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "AssistantLook",
  "abstractKey": null
};

(node as any).hash = "a0cee1ad76ead05a2aac5891e6bf5ea3";

export default node;
