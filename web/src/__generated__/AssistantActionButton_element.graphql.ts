/**
 * @generated SignedSource<<39422a221e5eb856735e12aac6491692>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AssistantActionType = "CANCEL_SURVEY_REASON" | "CHAT_WITH_AI" | "COPY_LINK" | "GET_BONUS" | "GET_LOOKS" | "GET_PRODUCTS" | "OPEN_WEATHER_WIDGET" | "REBUILD_STYLE" | "REDIRECT_LINK" | "RESET_SURVEY" | "TURN_ON_BACK_IN_STOCK" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AssistantActionButton_element$data = {
  readonly buttonAction: AssistantActionType;
  readonly buttonLink: string | null | undefined;
  readonly buttonValue: string | null | undefined;
  readonly label: string;
  readonly weather: {
    readonly " $fragmentSpreads": FragmentRefs<"AssistantWeather_weather">;
  } | null | undefined;
  readonly " $fragmentType": "AssistantActionButton_element";
};
export type AssistantActionButton_element$key = {
  readonly " $data"?: AssistantActionButton_element$data;
  readonly " $fragmentSpreads": FragmentRefs<"AssistantActionButton_element">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AssistantActionButton_element",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "label",
      "storageKey": null
    },
    {
      "alias": "buttonAction",
      "args": null,
      "kind": "ScalarField",
      "name": "action",
      "storageKey": null
    },
    {
      "alias": "buttonLink",
      "args": null,
      "kind": "ScalarField",
      "name": "link",
      "storageKey": null
    },
    {
      "alias": "buttonValue",
      "args": null,
      "kind": "ScalarField",
      "name": "value",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AssistantWeather",
      "kind": "LinkedField",
      "name": "weather",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "AssistantWeather_weather"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "AssistantButton",
  "abstractKey": null
};

(node as any).hash = "07f974d55a2e6feea871f958718c0358";

export default node;
