/**
 * @generated SignedSource<<0cbdea3a269148735a1201c8733b1e97>>
 * @relayHash 9ff2cc4d0caaf3778e7a4e45ecc4ac33
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c17c484e500177a501391f2af4c586e74b49b22e0601ed9e797196ffc4217821

import { ConcreteRequest } from 'relay-runtime';
export type InviteFriendsInput = {
  emails: ReadonlyArray<string>;
  note?: string | null | undefined;
};
export type useInviteFriendsMutation$variables = {
  input: InviteFriendsInput;
};
export type useInviteFriendsMutation$data = {
  readonly inviteFriends: {
    readonly sent: number | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: ReadonlyArray<string> | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useInviteFriendsMutation = {
  response: useInviteFriendsMutation$data;
  variables: useInviteFriendsMutation$variables;
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
    "concreteType": "InviteFriendsPayload",
    "kind": "LinkedField",
    "name": "inviteFriends",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "sent",
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
    "name": "useInviteFriendsMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useInviteFriendsMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "c17c484e500177a501391f2af4c586e74b49b22e0601ed9e797196ffc4217821",
    "metadata": {},
    "name": "useInviteFriendsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ad7f640699aea8d9c82c6330b922e4cb";

export default node;
