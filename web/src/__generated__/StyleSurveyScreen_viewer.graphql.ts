/**
 * @generated SignedSource<<ea88127a265e0c18316ebace08bb7934>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BodyShape = "APPLE" | "HOURGLASS" | "INVERTED_TRIANGLE" | "PEAR" | "STRAIGHT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type StyleSurveyScreen_viewer$data = {
  readonly profile: {
    readonly bodyShape: BodyShape | null | undefined;
    readonly clothingSizes: ReadonlyArray<string>;
    readonly shoeSizes: ReadonlyArray<string>;
  } | null | undefined;
  readonly styleSurvey: {
    readonly completed: boolean;
    readonly currentStep: number;
    readonly occupations: ReadonlyArray<{
      readonly description: string;
      readonly label: string;
      readonly selected: boolean;
      readonly value: string;
    }>;
    readonly spendStyles: ReadonlyArray<{
      readonly description: string;
      readonly label: string;
      readonly selected: boolean;
      readonly value: string;
    }>;
    readonly steps: ReadonlyArray<{
      readonly done: boolean;
      readonly step: number;
      readonly title: string;
    }>;
    readonly " $fragmentSpreads": FragmentRefs<"BrandStep_survey" | "VibeStep_survey">;
  };
  readonly " $fragmentType": "StyleSurveyScreen_viewer";
};
export type StyleSurveyScreen_viewer$key = {
  readonly " $data"?: StyleSurveyScreen_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"StyleSurveyScreen_viewer">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "value",
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
    "name": "description",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "selected",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StyleSurveyScreen_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Profile",
      "kind": "LinkedField",
      "name": "profile",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "clothingSizes",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "shoeSizes",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "bodyShape",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "StyleSurvey",
      "kind": "LinkedField",
      "name": "styleSurvey",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "currentStep",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "completed",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "StyleSurveyStep",
          "kind": "LinkedField",
          "name": "steps",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "step",
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
              "name": "done",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "StyleSurveyChoice",
          "kind": "LinkedField",
          "name": "occupations",
          "plural": true,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "StyleSurveyChoice",
          "kind": "LinkedField",
          "name": "spendStyles",
          "plural": true,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "VibeStep_survey"
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "BrandStep_survey"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};
})();

(node as any).hash = "429791d267992672b6493b73ec46db90";

export default node;
