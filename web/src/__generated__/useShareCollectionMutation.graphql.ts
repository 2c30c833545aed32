/**
 * @generated SignedSource<<e53e733cf11a2300afad165db4289b5a>>
 * @relayHash 07fedc86c245be36e9c09bbcd6ca20da
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d435ced6f58c246ec2ded82975247ce4d57c009dec82750488a6992e7ac49c07

import { ConcreteRequest } from 'relay-runtime';
export type SharedCollectionKind = "CAPSULE" | "PRODUCT" | "WISHLIST" | "%future added value";
export type ShareCollectionInput = {
  kind: SharedCollectionKind;
  resourceId: number;
};
export type useShareCollectionMutation$variables = {
  input: ShareCollectionInput;
};
export type useShareCollectionMutation$data = {
  readonly shareCollection: {
    readonly share: {
      readonly url: string;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type useShareCollectionMutation = {
  response: useShareCollectionMutation$data;
  variables: useShareCollectionMutation$variables;
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
    "name": "useShareCollectionMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useShareCollectionMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "d435ced6f58c246ec2ded82975247ce4d57c009dec82750488a6992e7ac49c07",
    "metadata": {},
    "name": "useShareCollectionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "edc45053b5bafa2f4fbe8c3bc17c5f1f";

export default node;
