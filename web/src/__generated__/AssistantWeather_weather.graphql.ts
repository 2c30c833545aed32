/**
 * @generated SignedSource<<72578bfad3953fcbdb18d12c93550169>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AssistantWeather_weather$data = {
  readonly days: ReadonlyArray<{
    readonly date: string;
    readonly highF: number;
    readonly label: string;
    readonly lowF: number;
    readonly precipChance: number;
    readonly sky: string;
  }>;
  readonly period: string;
  readonly place: string;
  readonly source: string;
  readonly " $fragmentType": "AssistantWeather_weather";
};
export type AssistantWeather_weather$key = {
  readonly " $data"?: AssistantWeather_weather$data;
  readonly " $fragmentSpreads": FragmentRefs<"AssistantWeather_weather">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AssistantWeather_weather",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "place",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "period",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "source",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AssistantWeatherDay",
      "kind": "LinkedField",
      "name": "days",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "date",
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
          "name": "highF",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lowF",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "precipChance",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sky",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "AssistantWeather",
  "abstractKey": null
};

(node as any).hash = "09f07165d948e9f67bdb88f8959f680c";

export default node;
