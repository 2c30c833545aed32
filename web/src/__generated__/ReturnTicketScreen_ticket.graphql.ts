/**
 * @generated SignedSource<<4cccbff8df0ebd59593ad36e8d5f26b4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type RefundStatus = "PENDING" | "SUCCEEDED" | "%future added value";
export type ReturnTicketStatus = "CANCELLED" | "REQUESTED" | "RETURNED" | "RETURN_IN_TRANSIT" | "UNRESOLVED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ReturnTicketScreen_ticket$data = {
  readonly cancellable: boolean;
  readonly createdAt: string;
  readonly id: string;
  readonly items: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"ReturnItems_lines">;
  }>;
  readonly labelUntil: string;
  readonly labelUrl: string | null | undefined;
  readonly orderId: number;
  readonly refund: {
    readonly amount: {
      readonly formatted: string;
    };
    readonly receipt: {
      readonly amount: {
        readonly formatted: string;
      };
      readonly receiptId: number;
    } | null | undefined;
    readonly refundedAt: string | null | undefined;
    readonly status: RefundStatus;
  } | null | undefined;
  readonly returnCode: string;
  readonly shipment: {
    readonly " $fragmentSpreads": FragmentRefs<"ReturnParcel_shipment">;
  };
  readonly status: ReturnTicketStatus;
  readonly ticketId: number;
  readonly " $fragmentType": "ReturnTicketScreen_ticket";
};
export type ReturnTicketScreen_ticket$key = {
  readonly " $data"?: ReturnTicketScreen_ticket$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReturnTicketScreen_ticket">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "amount",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "formatted",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReturnTicketScreen_ticket",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ticketId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "orderId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "returnCode",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "labelUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "labelUntil",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "cancellable",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OrderLine",
      "kind": "LinkedField",
      "name": "items",
      "plural": true,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ReturnItems_lines"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Shipment",
      "kind": "LinkedField",
      "name": "shipment",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ReturnParcel_shipment"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Refund",
      "kind": "LinkedField",
      "name": "refund",
      "plural": false,
      "selections": [
        (v1/*:: as any*/),
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "refundedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Receipt",
          "kind": "LinkedField",
          "name": "receipt",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "receiptId",
              "storageKey": null
            },
            (v1/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ReturnTicket",
  "abstractKey": null
};
})();

(node as any).hash = "883ec4bc7f681b64c33e54f4c21f6922";

export default node;
