/**
 * @generated SignedSource<<5f0768db4afc54e0395eccd65f68a0bc>>
 * @relayHash c983728a74b8e8795877241ad740c2ec
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b90989b745c24e9e5a200b82c6d572448750481aafb1f5cea1548e72917e2d19

import { ConcreteRequest } from 'relay-runtime';
export type AssistantBehaviorInput = {
  colorId?: number | null | undefined;
  eventType: string;
  productId?: number | null | undefined;
};
export type useRecordAssistantBehaviorMutation$variables = {
  input: AssistantBehaviorInput;
};
export type useRecordAssistantBehaviorMutation$data = {
  readonly recordAssistantBehavior: {
    readonly ok: boolean;
  };
};
export type useRecordAssistantBehaviorMutation = {
  response: useRecordAssistantBehaviorMutation$data;
  variables: useRecordAssistantBehaviorMutation$variables;
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
    "concreteType": "AssistantBehaviorPayload",
    "kind": "LinkedField",
    "name": "recordAssistantBehavior",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "ok",
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
    "name": "useRecordAssistantBehaviorMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRecordAssistantBehaviorMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "b90989b745c24e9e5a200b82c6d572448750481aafb1f5cea1548e72917e2d19",
    "metadata": {},
    "name": "useRecordAssistantBehaviorMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "0d8026f1b231724dbedbec09a146ef6e";

export default node;
