/**
 * @generated SignedSource<<8c67ce9183131994c2ade2a2b8537a0c>>
 * @relayHash 4144784d684be51fea6170f6e98d5e17
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 05308e7765b99c66e3f4239d21149813f9095a5faddc1aefdd4647e6b4acf3d5

import { ConcreteRequest } from 'relay-runtime';
export type RequestPhotoUploadInput = {
  contentType: string;
  size: number;
};
export type useUploadPhotoMutation$variables = {
  input: RequestPhotoUploadInput;
};
export type useUploadPhotoMutation$data = {
  readonly requestPhotoUpload: {
    readonly upload: {
      readonly headers: ReadonlyArray<{
        readonly name: string;
        readonly value: string;
      }>;
      readonly key: string;
      readonly uploadUrl: string;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type useUploadPhotoMutation = {
  response: useUploadPhotoMutation$data;
  variables: useUploadPhotoMutation$variables;
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
    "concreteType": "RequestPhotoUploadPayload",
    "kind": "LinkedField",
    "name": "requestPhotoUpload",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "PhotoUpload",
        "kind": "LinkedField",
        "name": "upload",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "key",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "uploadUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "HttpHeader",
            "kind": "LinkedField",
            "name": "headers",
            "plural": true,
            "selections": [
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
                "kind": "ScalarField",
                "name": "value",
                "storageKey": null
              }
            ],
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
    "name": "useUploadPhotoMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUploadPhotoMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "05308e7765b99c66e3f4239d21149813f9095a5faddc1aefdd4647e6b4acf3d5",
    "metadata": {},
    "name": "useUploadPhotoMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "40b7f225bb5e765345cac79f4877b715";

export default node;
