/**
 * @generated SignedSource<<af0620c798f58dfc4c91da276e5b31aa>>
 * @relayHash 6a5528aca31074c5c5473cb981855c22
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID db4158af0e36bf260f8e9933f0b54b4e4051635a26a302b4ca6b262015324d10

import { ConcreteRequest } from 'relay-runtime';
export type sessionIdQuery$variables = Record<PropertyKey, never>;
export type sessionIdQuery$data = {
  readonly appInit: {
    readonly sessionId: string;
  } | null | undefined;
};
export type sessionIdQuery = {
  response: sessionIdQuery$data;
  variables: sessionIdQuery$variables;
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
        "kind": "ScalarField",
        "name": "sessionId",
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
    "name": "sessionIdQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "sessionIdQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "db4158af0e36bf260f8e9933f0b54b4e4051635a26a302b4ca6b262015324d10",
    "metadata": {},
    "name": "sessionIdQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a2cd2ebd6cc5827da728456a8f404526";

export default node;
