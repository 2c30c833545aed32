import type { RecordProxy, RecordSourceProxy, RecordSourceSelectorProxy } from 'relay-runtime';

/**
 * The conversation lives in the store, as `assistant.history.messages` (what AssistantConversationQuery
 * reads): the stream appends each new message id once — later updates of the same id merge into its
 * record — and the shopper's turns are appended as local records, so the list keeps the order of the
 * conversation across closing and opening the panel.
 */
function historyOf(store: RecordSourceProxy): RecordProxy | null {
  return store.getRoot().getLinkedRecord('assistant')?.getLinkedRecord('history') ?? null;
}

/** Appends a message to the conversation, unless it is in it already (a later update of the same id). */
export function appendMessage(store: RecordSourceProxy, message: RecordProxy): void {
  const history = historyOf(store);
  if (!history) return;
  const messages = history.getLinkedRecords('messages') ?? [];
  if (messages.some((record) => record?.getDataID() === message.getDataID())) return;
  history.setLinkedRecords([...messages, message], 'messages');
}

let turns = 0;

/** The shopper's turn, shown at once (the server's history has it on the next load). */
export function appendUserTurn(store: RecordSourceProxy, text: string): void {
  const id = `client:AssistantTurn:${++turns}`;
  const message = store.create(id, 'AssistantMessage');
  message.setValue(id, 'id');
  message.setValue(true, 'done');
  message.setValue('CHAT_REPLY', 'kind');
  message.setValue(null, 'processingText');
  const sender = store.create(`${id}:sender`, 'AssistantSender');
  sender.setValue('USER', 'role');
  sender.setValue('You', 'nickname');
  sender.setValue('', 'avatar');
  message.setLinkedRecord(sender, 'sender');
  const element = store.create(`${id}:text`, 'AssistantText');
  element.setValue(text, 'text');
  message.setLinkedRecords([element], 'elements');
  appendMessage(store, message);
}

/** The messages a guest or non-member may still send (null: no limit), as the end of a reply says. */
export function setTrialMessagesLeft(store: RecordSourceProxy, left: number | null): void {
  store.getRoot().getLinkedRecord('assistant')?.setValue(left, 'trialMessagesLeft');
}

/**
 * `Assistant` has no id: the assistant a mutation returns is another record than `Query.assistant`. Makes
 * it the one the panel reads.
 */
export function adoptAssistant(store: RecordSourceSelectorProxy, rootField: string): void {
  const assistant = store.getRootField(rootField)?.getLinkedRecord('assistant');
  if (assistant) store.getRoot().setLinkedRecord(assistant, 'assistant');
}
