/**
 * @generated SignedSource<<fbb2e28246d3516b4e4c007247d35313>>
 * @relayHash 96c507eb0d33b55dbb2b03e5e6307725
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 58737ed429864685020cda5040e7f4bff06076e3944e4d5379f20712508ebfd9

import { ConcreteRequest } from 'relay-runtime';
export type WaitlistState = "ADMITTED" | "GUEST" | "NONE" | "WAITING" | "%future added value";
export type WaitlistModalQuery$variables = Record<PropertyKey, never>;
export type WaitlistModalQuery$data = {
  readonly waitlist: {
    readonly modal: {
      readonly btnLink: string | null | undefined;
      readonly btnVisible: boolean;
      readonly subtitle: string;
      readonly text: string;
      readonly title: string;
      readonly visible: boolean;
    };
    readonly position: number | null | undefined;
    readonly state: WaitlistState;
  };
};
export type WaitlistModalQuery = {
  response: WaitlistModalQuery$data;
  variables: WaitlistModalQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Waitlist",
    "kind": "LinkedField",
    "name": "waitlist",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "state",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "position",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "WaitlistModal",
        "kind": "LinkedField",
        "name": "modal",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "visible",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "subtitle",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "title",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "text",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "btnVisible",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "btnLink",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "WaitlistModalQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "WaitlistModalQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "58737ed429864685020cda5040e7f4bff06076e3944e4d5379f20712508ebfd9",
    "metadata": {},
    "name": "WaitlistModalQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8d869bfe326f184ae3cbd614f111dc81";

export default node;
