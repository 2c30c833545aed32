/**
 * @generated SignedSource<<cddb1be371439a478538f7da9f8f02c9>>
 * @relayHash 2da0f7a3471c52be5bf14069c5a0b44a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a4c2d865634fd79276febeb4443014a1d365b315315eaf6403851edef9c0bf79

import { ConcreteRequest } from 'relay-runtime';
export type ShareOrderInput = {
  orderId: number;
};
export type useShareOrderMutation$variables = {
  input: ShareOrderInput;
};
export type useShareOrderMutation$data = {
  readonly shareOrder: {
    readonly share: {
      readonly expiresAt: string;
      readonly shareId: string;
      readonly url: string;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: ReadonlyArray<string> | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useShareOrderMutation = {
  response: useShareOrderMutation$data;
  variables: useShareOrderMutation$variables;
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
    "concreteType": "ShareOrderPayload",
    "kind": "LinkedField",
    "name": "shareOrder",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "OrderShare",
        "kind": "LinkedField",
        "name": "share",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "shareId",
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
            "name": "expiresAt",
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
            "name": "code",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "field",
            "storageKey": null
          },
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
    "name": "useShareOrderMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useShareOrderMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "a4c2d865634fd79276febeb4443014a1d365b315315eaf6403851edef9c0bf79",
    "metadata": {},
    "name": "useShareOrderMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9d22fafcf980d2f5f32fe34970490f3b";

export default node;
