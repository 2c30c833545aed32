/**
 * @generated SignedSource<<837ce89e1f68c8a2023b8572fe32a45e>>
 * @relayHash 49f9fa95b915ba0cecca241bf79e5a77
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d310d6f539f40ae96c75e94def1130239023413bd1d4e04419d1789e81113295

import { ConcreteRequest } from 'relay-runtime';
export type RecordShareViewInput = {
  shareId: string;
};
export type useRecordShareViewMutation$variables = {
  input: RecordShareViewInput;
};
export type useRecordShareViewMutation$data = {
  readonly recordShareView: {
    readonly viewCount: number | null | undefined;
  };
};
export type useRecordShareViewMutation = {
  response: useRecordShareViewMutation$data;
  variables: useRecordShareViewMutation$variables;
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
    "concreteType": "RecordShareViewPayload",
    "kind": "LinkedField",
    "name": "recordShareView",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "viewCount",
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
    "name": "useRecordShareViewMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRecordShareViewMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "d310d6f539f40ae96c75e94def1130239023413bd1d4e04419d1789e81113295",
    "metadata": {},
    "name": "useRecordShareViewMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e496d7a2149be1924b19311608ba235c";

export default node;
