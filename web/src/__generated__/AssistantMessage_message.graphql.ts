/**
 * @generated SignedSource<<ab524ce7dbfae69ff11f4b0c70291184>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AssistantReplyKind = "BOOT" | "CHAT_REPLY" | "CHAT_TIPS" | "ERROR" | "TRIAL_LIMIT" | "VIEW_LOOKS" | "VIEW_PRODUCTS" | "%future added value";
export type AssistantRole = "ASSISTANT" | "MINIBOT" | "USER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AssistantMessage_message$data = {
  readonly done: boolean;
  readonly elements: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"AssistantElement_element">;
  }>;
  readonly id: string;
  readonly kind: AssistantReplyKind;
  readonly processingText: string | null | undefined;
  readonly sender: {
    readonly avatar: string;
    readonly nickname: string;
    readonly role: AssistantRole;
  };
  readonly " $fragmentType": "AssistantMessage_message";
};
export type AssistantMessage_message$key = {
  readonly " $data"?: AssistantMessage_message$data;
  readonly " $fragmentSpreads": FragmentRefs<"AssistantMessage_message">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AssistantMessage_message",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "kind",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "done",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "processingText",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AssistantSender",
      "kind": "LinkedField",
      "name": "sender",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "role",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nickname",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "avatar",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": null,
      "kind": "LinkedField",
      "name": "elements",
      "plural": true,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "AssistantElement_element"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "AssistantMessage",
  "abstractKey": null
};

(node as any).hash = "e9798cbda5db324799cfd8b6e5eb1fd4";

export default node;
