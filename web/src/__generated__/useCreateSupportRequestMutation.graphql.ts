/**
 * @generated SignedSource<<ccd4887a78fcadfc2259979ff5f4c7a2>>
 * @relayHash 8295cf96ac2239f65f3d470730184a74
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e209f13b87309bfb308cd2b5b79d6081ee6161223b90a4e787f6ba9321af1014

import { ConcreteRequest } from 'relay-runtime';
export type SupportTopic = "BILLING" | "DELIVERY" | "ITEM" | "ORDER" | "OTHER" | "RETURN" | "%future added value";
export type CreateSupportRequestInput = {
  message: string;
  orderId?: number | null | undefined;
  topic: SupportTopic;
};
export type useCreateSupportRequestMutation$variables = {
  input: CreateSupportRequestInput;
};
export type useCreateSupportRequestMutation$data = {
  readonly createSupportRequest: {
    readonly request: {
      readonly email: string;
      readonly number: string;
      readonly requestId: number;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: ReadonlyArray<string> | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useCreateSupportRequestMutation = {
  response: useCreateSupportRequestMutation$data;
  variables: useCreateSupportRequestMutation$variables;
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
    "concreteType": "CreateSupportRequestPayload",
    "kind": "LinkedField",
    "name": "createSupportRequest",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SupportRequest",
        "kind": "LinkedField",
        "name": "request",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "requestId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "number",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "email",
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
    "name": "useCreateSupportRequestMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreateSupportRequestMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "e209f13b87309bfb308cd2b5b79d6081ee6161223b90a4e787f6ba9321af1014",
    "metadata": {},
    "name": "useCreateSupportRequestMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "deba1407d389f3284c84b7514fe98871";

export default node;
