/**
 * @generated SignedSource<<0a9dd2dfecc96bcc4ab3fcbe97ad8582>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AssistantElement_element$data = {
  readonly button: {
    readonly " $fragmentSpreads": FragmentRefs<"AssistantActionButton_element">;
  } | null | undefined;
  readonly errorElement: {
    readonly message: string;
  } | null | undefined;
  readonly inputElement: {
    readonly placeholder: string;
  } | null | undefined;
  readonly look: {
    readonly " $fragmentSpreads": FragmentRefs<"AssistantLook_element">;
  } | null | undefined;
  readonly productCard: {
    readonly " $fragmentSpreads": FragmentRefs<"AssistantProductCard_card">;
  } | null | undefined;
  readonly quickButton: {
    readonly " $fragmentSpreads": FragmentRefs<"AssistantQuickButton_element">;
  } | null | undefined;
  readonly survey: {
    readonly link: string;
    readonly text: string;
    readonly title: string;
  } | null | undefined;
  readonly textElement: {
    readonly text: string;
  } | null | undefined;
  readonly tipsElement: {
    readonly tips: ReadonlyArray<string>;
  } | null | undefined;
  readonly " $fragmentType": "AssistantElement_element";
};
export type AssistantElement_element$key = {
  readonly " $data"?: AssistantElement_element$data;
  readonly " $fragmentSpreads": FragmentRefs<"AssistantElement_element">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "text",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AssistantElement_element",
  "selections": [
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          (v0/*:: as any*/)
        ],
        "type": "AssistantText",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "textElement"
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "tips",
            "storageKey": null
          }
        ],
        "type": "AssistantTips",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "tipsElement"
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "AssistantError",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "errorElement"
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "placeholder",
            "storageKey": null
          }
        ],
        "type": "AssistantInput",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "inputElement"
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "title",
            "storageKey": null
          },
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "link",
            "storageKey": null
          }
        ],
        "type": "AssistantSurveyPrompt",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "survey"
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AssistantQuickButton_element"
          }
        ],
        "type": "AssistantQuickButton",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "quickButton"
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AssistantActionButton_element"
          }
        ],
        "type": "AssistantButton",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "button"
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AssistantLook_element"
          }
        ],
        "type": "AssistantLook",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "look"
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AssistantProductCard_card"
          }
        ],
        "type": "AssistantProductCard",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "productCard"
    }
  ],
  "type": "AssistantElement",
  "abstractKey": "__isAssistantElement"
};
})();

(node as any).hash = "9d20be86274fe369501aaf15798c0f23";

export default node;
