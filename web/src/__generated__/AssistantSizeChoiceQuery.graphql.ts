/**
 * @generated SignedSource<<ac520bfaf6ccff266f010a9ea62b0707>>
 * @relayHash 7170e31d2b64abe791bca43e326b605d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2b75693be4f7007656c529070a5a4f0476d4cc64813fbae2162195854fb61cf3

import { ConcreteRequest } from 'relay-runtime';
export type AssistantSizeChoiceQuery$variables = {
  productId: number;
};
export type AssistantSizeChoiceQuery$data = {
  readonly product: {
    readonly id: string;
    readonly sizes: ReadonlyArray<{
      readonly label: string;
      readonly sku: string;
      readonly stock: number;
    }> | null | undefined;
  } | null | undefined;
};
export type AssistantSizeChoiceQuery = {
  response: AssistantSizeChoiceQuery$data;
  variables: AssistantSizeChoiceQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "productId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "productId",
        "variableName": "productId"
      }
    ],
    "concreteType": "Product",
    "kind": "LinkedField",
    "name": "product",
    "plural": false,
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
        "concreteType": "ProductSize",
        "kind": "LinkedField",
        "name": "sizes",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "sku",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "label",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "stock",
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
    "name": "AssistantSizeChoiceQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AssistantSizeChoiceQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "2b75693be4f7007656c529070a5a4f0476d4cc64813fbae2162195854fb61cf3",
    "metadata": {},
    "name": "AssistantSizeChoiceQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "eb388911462a7296b22053f8cd17ad75";

export default node;
