/**
 * @generated SignedSource<<f3707a4f94725e8aff986456c1a90328>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BrandStep_survey$data = {
  readonly brandLimits: {
    readonly max: number;
    readonly min: number;
  };
  readonly brands: ReadonlyArray<{
    readonly brandId: number;
    readonly logo: {
      readonly url: string;
    };
    readonly name: string;
    readonly selected: boolean;
  }>;
  readonly " $fragmentType": "BrandStep_survey";
};
export type BrandStep_survey$key = {
  readonly " $data"?: BrandStep_survey$data;
  readonly " $fragmentSpreads": FragmentRefs<"BrandStep_survey">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BrandStep_survey",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "StyleSurveyBrand",
      "kind": "LinkedField",
      "name": "brands",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "brandId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Image",
          "kind": "LinkedField",
          "name": "logo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "url",
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
      "name": "brandLimits",
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

(node as any).hash = "96f9975fcff85e61135cf71fa587d7fb";

export default node;
