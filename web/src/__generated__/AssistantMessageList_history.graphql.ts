/**
 * @generated SignedSource<<a073f20c628c8e1e109c657b81524a7b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AssistantMessageList_history$data = {
  readonly messages: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"AssistantMessage_message">;
  }>;
  readonly " $fragmentType": "AssistantMessageList_history";
};
export type AssistantMessageList_history$key = {
  readonly " $data"?: AssistantMessageList_history$data;
  readonly " $fragmentSpreads": FragmentRefs<"AssistantMessageList_history">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AssistantMessageList_history",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "AssistantMessage",
      "kind": "LinkedField",
      "name": "messages",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "AssistantMessage_message"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "AssistantHistory",
  "abstractKey": null
};

(node as any).hash = "9b758874a324e5f5cf3ccecd5137e7af";

export default node;
