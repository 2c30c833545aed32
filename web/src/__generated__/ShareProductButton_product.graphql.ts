/**
 * @generated SignedSource<<8a1244ac0b3cb6e6c2add971726c9a54>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ShareProductButton_product$data = {
  readonly defaultColorId: number;
  readonly title: string;
  readonly url: string;
  readonly " $fragmentType": "ShareProductButton_product";
};
export type ShareProductButton_product$key = {
  readonly " $data"?: ShareProductButton_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ShareProductButton_product">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ShareProductButton_product",
  "selections": [
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
      "name": "url",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "defaultColorId",
      "storageKey": null
    }
  ],
  "type": "Product",
  "abstractKey": null
};

(node as any).hash = "01499223c950003e480df4502db0f353";

export default node;
