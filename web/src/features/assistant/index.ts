/** The shopping assistant: its panel and drawers (on every page), its header button, a product page's context. */
export { AssistantRoot } from './AssistantRoot.tsx';
export { AssistantHeaderButton } from './AssistantToggleButtons.tsx';
export { useAssistantProductContext } from './assistantContext.ts';
