/**
 * @generated SignedSource<<24df3453464d380d4bb3a8fe87802998>>
 * @relayHash b4a6915f30895c7c1217377dd7333092
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 609552cd21182fa926ad960291a5d1ab2a6de1f5ccc894c810e2b2466410d054

import { ConcreteRequest } from 'relay-runtime';
export type AssistantBehaviorInput = {
  colorId?: number | null | undefined;
  eventType: string;
  productId?: number | null | undefined;
};
export type assistantContextViewMutation$variables = {
  input: AssistantBehaviorInput;
};
export type assistantContextViewMutation$data = {
  readonly recordAssistantBehavior: {
    readonly ok: boolean;
  };
};
export type assistantContextViewMutation = {
  response: assistantContextViewMutation$data;
  variables: assistantContextViewMutation$variables;
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
    "name": "assistantContextViewMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "assistantContextViewMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "609552cd21182fa926ad960291a5d1ab2a6de1f5ccc894c810e2b2466410d054",
    "metadata": {},
    "name": "assistantContextViewMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "cb7952d0327bef551b78492767dd4f5d";

export default node;
