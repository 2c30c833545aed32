/**
 * @generated SignedSource<<326ee9725ce8a9748954e20922a2867f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GiftCardsCard_viewer$data = {
  readonly giftCards: {
    readonly cards: ReadonlyArray<{
      readonly balance: {
        readonly formatted: string;
      };
      readonly expired: boolean;
      readonly expiresAt: string | null | undefined;
      readonly last4: string;
      readonly maskedCode: string;
    }>;
    readonly total: {
      readonly formatted: string;
    };
  } | null | undefined;
  readonly " $fragmentType": "GiftCardsCard_viewer";
};
export type GiftCardsCard_viewer$key = {
  readonly " $data"?: GiftCardsCard_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"GiftCardsCard_viewer">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "formatted",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GiftCardsCard_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "GiftCardBalance",
      "kind": "LinkedField",
      "name": "giftCards",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "total",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "GiftCard",
          "kind": "LinkedField",
          "name": "cards",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "last4",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "maskedCode",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "Money",
              "kind": "LinkedField",
              "name": "balance",
              "plural": false,
              "selections": (v0/*:: as any*/),
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "expiresAt",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "expired",
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
})();

(node as any).hash = "2ccef8c34207f60cc0df823844c1ff57";

export default node;
