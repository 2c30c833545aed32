/**
 * @generated SignedSource<<a0f5accc6f701f2ae64bdadcd23f09b2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AssistantComposer_assistant$data = {
  readonly trialMessagesLeft: number | null | undefined;
  readonly " $fragmentType": "AssistantComposer_assistant";
};
export type AssistantComposer_assistant$key = {
  readonly " $data"?: AssistantComposer_assistant$data;
  readonly " $fragmentSpreads": FragmentRefs<"AssistantComposer_assistant">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AssistantComposer_assistant",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "trialMessagesLeft",
      "storageKey": null
    }
  ],
  "type": "Assistant",
  "abstractKey": null
};

(node as any).hash = "36b8b9d34edefb92f8d841c0b8f3fd36";

export default node;
