/** The shopper's receipts (schema/receipts.graphql). */
import type { ReceiptDetail, ReceiptLine, ReceiptSummary } from '@tote/contract/receipts';
import type { EdgeModel, SliceModel } from './_relay.js';

/** A receipt from the list (a summary) or from /order/receiptDetail (the detail fields too). */
export type ReceiptModel = ReceiptSummary & Partial<ReceiptDetail>;
export type ReceiptLineModel = ReceiptLine;
export type ReceiptConnectionModel = SliceModel<ReceiptModel>;
export type ReceiptEdgeModel = EdgeModel<ReceiptModel>;
