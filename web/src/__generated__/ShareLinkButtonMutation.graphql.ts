/**
 * @generated SignedSource<<51b3701404e8d18214311532dbeed475>>
 * @relayHash 627fa35a143e49c876207a9531337c8e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fd7fe52dade5a1339358d75c8667d3e6833bf0b89f7c826d982c771055677002

import { ConcreteRequest } from 'relay-runtime';
export type SharedCollectionKind = "CAPSULE" | "PRODUCT" | "WISHLIST" | "%future added value";
export type ShareCollectionInput = {
  kind: SharedCollectionKind;
  resourceId: number;
};
export type ShareLinkButtonMutation$variables = {
  input: ShareCollectionInput;
};
export type ShareLinkButtonMutation$data = {
  readonly shareCollection: {
    readonly share: {
      readonly url: string;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type ShareLinkButtonMutation = {
  response: ShareLinkButtonMutation$data;
  variables: ShareLinkButtonMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "ShareCollectionPayload",
    "kind": "LinkedField",
    "name": "shareCollection",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "CollectionShare",
        "kind": "LinkedField",
        "name": "share",
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
        "concreteType": "UserError",
        "kind": "LinkedField",
        "name": "userErrors",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ShareLinkButtonMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ShareLinkButtonMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "fd7fe52dade5a1339358d75c8667d3e6833bf0b89f7c826d982c771055677002",
    "metadata": {},
    "name": "ShareLinkButtonMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "79fc7a0faeb1ed7784bc9ed7de605d64";

export default node;
