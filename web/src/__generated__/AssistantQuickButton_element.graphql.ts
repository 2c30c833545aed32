/**
 * @generated SignedSource<<d878a2e546a218b063967706610bc60b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AssistantActionType = "CANCEL_SURVEY_REASON" | "CHAT_WITH_AI" | "COPY_LINK" | "GET_BONUS" | "GET_LOOKS" | "GET_PRODUCTS" | "OPEN_WEATHER_WIDGET" | "REBUILD_STYLE" | "REDIRECT_LINK" | "RESET_SURVEY" | "TURN_ON_BACK_IN_STOCK" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AssistantQuickButton_element$data = {
  readonly action: AssistantActionType | null | undefined;
  readonly label: string;
  readonly text: string;
  readonly " $fragmentType": "AssistantQuickButton_element";
};
export type AssistantQuickButton_element$key = {
  readonly " $data"?: AssistantQuickButton_element$data;
  readonly " $fragmentSpreads": FragmentRefs<"AssistantQuickButton_element">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AssistantQuickButton_element",
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
      "name": "text",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "action",
      "storageKey": null
    }
  ],
  "type": "AssistantQuickButton",
  "abstractKey": null
};

(node as any).hash = "2100522da4ee60e354de3e519d3a8e96";

export default node;
