/**
 * @generated SignedSource<<ed22f4c8011ead43eefe20cc89e9308c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type WaitlistState = "ADMITTED" | "GUEST" | "NONE" | "WAITING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type WaitlistModal_waitlist$data = {
  readonly modal: {
    readonly btnLink: string | null | undefined;
    readonly btnVisible: boolean;
    readonly subtitle: string;
    readonly text: string;
    readonly title: string;
    readonly visible: boolean;
  };
  readonly position: number | null | undefined;
  readonly state: WaitlistState;
  readonly " $fragmentType": "WaitlistModal_waitlist";
};
export type WaitlistModal_waitlist$key = {
  readonly " $data"?: WaitlistModal_waitlist$data;
  readonly " $fragmentSpreads": FragmentRefs<"WaitlistModal_waitlist">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WaitlistModal_waitlist",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "state",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "position",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "WaitlistModal",
      "kind": "LinkedField",
      "name": "modal",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "visible",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "subtitle",
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
          "name": "text",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "btnVisible",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "btnLink",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Waitlist",
  "abstractKey": null
};

(node as any).hash = "66fb926a58473c11722299808a3b4de9";

export default node;
