/**
 * @generated SignedSource<<806fba74b1fbd46d41dcaefc3c1430e9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type usePaymentConfirmationAnalytics_viewer$data = {
  readonly membership: {
    readonly plan: {
      readonly code: string;
      readonly name: string;
    } | null | undefined;
  };
  readonly " $fragmentType": "usePaymentConfirmationAnalytics_viewer";
};
export type usePaymentConfirmationAnalytics_viewer$key = {
  readonly " $data"?: usePaymentConfirmationAnalytics_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"usePaymentConfirmationAnalytics_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "usePaymentConfirmationAnalytics_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Membership",
      "kind": "LinkedField",
      "name": "membership",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "MembershipPlan",
          "kind": "LinkedField",
          "name": "plan",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "code",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "name",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "4aabeb0b969647b7f3365fbd9cb6aa43";

export default node;
