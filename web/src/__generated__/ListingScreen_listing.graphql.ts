/**
 * @generated SignedSource<<f3c9a230c24b02c04be8104969e307c7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ListingScreen_listing$data = {
  readonly header: {
    readonly banner: {
      readonly alt: string;
      readonly url: string;
    } | null | undefined;
    readonly breadcrumb: ReadonlyArray<{
      readonly title: string;
      readonly url: string;
    }>;
    readonly description: string;
    readonly subtitle: string;
    readonly title: string;
  };
  readonly " $fragmentSpreads": FragmentRefs<"ProductGrid_listing">;
  readonly " $fragmentType": "ListingScreen_listing";
};
export type ListingScreen_listing$key = {
  readonly " $data"?: ListingScreen_listing$data;
  readonly " $fragmentSpreads": FragmentRefs<"ListingScreen_listing">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "filter"
    },
    {
      "defaultValue": "RECOMMENDED",
      "kind": "LocalArgument",
      "name": "sort"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "ListingScreen_listing",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ListingHeader",
      "kind": "LinkedField",
      "name": "header",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
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
          "name": "description",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Image",
          "kind": "LinkedField",
          "name": "banner",
          "plural": false,
          "selections": [
            (v1/*:: as any*/),
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
          "concreteType": "Link",
          "kind": "LinkedField",
          "name": "breadcrumb",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": [
        {
          "kind": "Variable",
          "name": "filter",
          "variableName": "filter"
        },
        {
          "kind": "Variable",
          "name": "sort",
          "variableName": "sort"
        }
      ],
      "kind": "FragmentSpread",
      "name": "ProductGrid_listing"
    }
  ],
  "type": "ProductListing",
  "abstractKey": null
};
})();

(node as any).hash = "b8cf694c7ecc8ad468ca8f7c4458b5a1";

export default node;
