/**
 * @generated SignedSource<<747ee9740517ea82c31cd1a2e700542b>>
 * @relayHash 6ae6c9e26dd2dd5a0c0a15c055b96a34
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e62f0298278d5b48f19c4eae92bf8b4b01efa8acbecfca206c0a04027a6c567c

import { ConcreteRequest } from 'relay-runtime';
export type OrderItemState = "BOUGHT" | "CANCELLED" | "DELIVERED" | "PENDING" | "RETURNED" | "RETURN_IN_TRANSIT" | "RETURN_REQUESTED" | "SHIPPED" | "UNRESOLVED" | "%future added value";
export type OrderPrimaryAction = "PAY_NOW" | "PROCESSING" | "RETURN_LABEL" | "TRACK_RETURN" | "TRACK_TOTE" | "%future added value";
export type OrderSecondaryAction = "CANCEL_ORDER" | "CONTACT_US" | "RETURN" | "VIEW_RECEIPT" | "VIEW_REFUND" | "%future added value";
export type OrderStatus = "CANCELLED" | "DELIVERED" | "FULL" | "INCOMING" | "OPEN" | "PARTIALLY_DELIVERED" | "PARTIALLY_INCOMING" | "PAUSED" | "REQUESTED" | "RETURNED" | "RETURN_IN_TRANSIT" | "UNPAID" | "UNRESOLVED" | "%future added value";
export type RequestReturnInput = {
  orderId: number;
  orderItemIds: ReadonlyArray<number>;
};
export type useRequestReturnMutation$variables = {
  input: RequestReturnInput;
};
export type useRequestReturnMutation$data = {
  readonly requestReturn: {
    readonly order: {
      readonly id: string;
      readonly lines: ReadonlyArray<{
        readonly orderItemId: number;
        readonly state: OrderItemState | null | undefined;
      }>;
      readonly primaryActions: ReadonlyArray<OrderPrimaryAction>;
      readonly secondaryActions: ReadonlyArray<OrderSecondaryAction>;
      readonly status: OrderStatus;
    } | null | undefined;
    readonly ticket: {
      readonly id: string;
      readonly ticketId: number;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: ReadonlyArray<string> | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useRequestReturnMutation = {
  response: useRequestReturnMutation$data;
  variables: useRequestReturnMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "ReturnTicketPayload",
    "kind": "LinkedField",
    "name": "requestReturn",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ReturnTicket",
        "kind": "LinkedField",
        "name": "ticket",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "ticketId",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Order",
        "kind": "LinkedField",
        "name": "order",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "status",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "primaryActions",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "secondaryActions",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "OrderLine",
            "kind": "LinkedField",
            "name": "lines",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "orderItemId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "state",
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
    "name": "useRequestReturnMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRequestReturnMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "e62f0298278d5b48f19c4eae92bf8b4b01efa8acbecfca206c0a04027a6c567c",
    "metadata": {},
    "name": "useRequestReturnMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "52fcef968ddf4e8530d7afc9b5a9b690";

export default node;
