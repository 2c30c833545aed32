/**
 * @generated SignedSource<<4d9cf374c9b4953bdbba8f4035c4e5dc>>
 * @relayHash b517267e406df27f65a7994879f4a05a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c1850bd7e71d08a8a46300a897a5c20214e169d87b2bb37dfc3789d6a5e3f2f3

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
      readonly code: string;
      readonly field: ReadonlyArray<string> | null | undefined;
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
    "id": "c1850bd7e71d08a8a46300a897a5c20214e169d87b2bb37dfc3789d6a5e3f2f3",
    "metadata": {},
    "name": "useUploadPhotoMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "57b0898b2bb7e7d5f7788044c5e32d56";

export default node;
