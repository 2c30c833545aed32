/**
 * @generated SignedSource<<851ffccbd48ee55e2cf94bce0c55bf37>>
 * @relayHash ec9adfec26fa42f255d0c284134f8570
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9168341d3d43c35b3bcf3c518e062c703acfde2737b77aca0a32e2268c0ddda9

import { ConcreteRequest } from 'relay-runtime';
export type PopupKind = "BANNER" | "POPUP" | "%future added value";
export type PopupsQuery$variables = Record<PropertyKey, never>;
export type PopupsQuery$data = {
  readonly appInit: {
    readonly popups: ReadonlyArray<{
      readonly content: string;
      readonly id: string;
      readonly image: string | null | undefined;
      readonly kind: PopupKind;
      readonly link: string;
      readonly linkLabel: string;
      readonly maxShowCount: number;
      readonly minIntervalSeconds: number;
      readonly title: string;
    }>;
  } | null | undefined;
};
export type PopupsQuery = {
  response: PopupsQuery$data;
  variables: PopupsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "AppInit",
    "kind": "LinkedField",
    "name": "appInit",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Popup",
        "kind": "LinkedField",
        "name": "popups",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "kind",
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
            "name": "content",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "link",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "linkLabel",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "image",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "maxShowCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "minIntervalSeconds",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PopupsQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PopupsQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "9168341d3d43c35b3bcf3c518e062c703acfde2737b77aca0a32e2268c0ddda9",
    "metadata": {},
    "name": "PopupsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "6fde749386b62f2ccc3526e331d25fca";

export default node;
