/**
 * @generated SignedSource<<9f9e3d5853c7bac5bd5971652dc945cf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VibeStep_survey$data = {
  readonly vibeLimits: {
    readonly max: number;
    readonly min: number;
  };
  readonly vibes: ReadonlyArray<{
    readonly description: string;
    readonly image: {
      readonly alt: string;
      readonly url: string;
    };
    readonly optionId: number;
    readonly selected: boolean;
    readonly title: string;
  }>;
  readonly " $fragmentType": "VibeStep_survey";
};
export type VibeStep_survey$key = {
  readonly " $data"?: VibeStep_survey$data;
  readonly " $fragmentSpreads": FragmentRefs<"VibeStep_survey">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VibeStep_survey",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "StyleSurveyVibe",
      "kind": "LinkedField",
      "name": "vibes",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "optionId",
          "storageKey": null
        },
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
          "kind": "ScalarField",
          "name": "description",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Image",
          "kind": "LinkedField",
          "name": "image",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "url",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "alt",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "selected",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "StyleSurveyLimits",
      "kind": "LinkedField",
      "name": "vibeLimits",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "min",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "max",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "StyleSurvey",
  "abstractKey": null
};

(node as any).hash = "d9bb60afe3fe787487a4cc665a256bdf";

export default node;
