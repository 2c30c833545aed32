/**
 * Kysely table types. Column names are snake_case in SQL and here; the HTTP layer maps them to
 * the camelCase wire contract. Money is integer cents. Each domain types its tables next to its
 * code (`<domain>/tables.ts`); the database is their union.
 */
import type { Kysely } from 'kysely';
import type { AccountTables } from '../accounts/tables.js';
import type { CatalogTables } from '../catalog/tables.js';
import type { ToteTables } from '../tote/tables.js';
import type { TrackingTables } from '../tracking/tables.js';
import type { MemberTables } from '../member/tables.js';
import type { BillingTables, OrderItemTable } from '../billing/tables.js';
import type { EmulatorTables } from '../payments/emulator/tables.js';
import type { SearchTables } from '../search/tables.js';
import type { AssistantTables } from '../assistant/tables.js';
import type { ShareTables } from '../shares/tables.js';
import type { SupportTables } from '../support/tables.js';
import type { FulfilmentTables, OrderItemFulfilmentColumns } from '../orders/tables.js';
import type { ReturnTables } from '../returns/tables.js';
import type { SurveyTables } from '../survey/tables.js';
import type { PollTables } from '../polls/tables.js';
import type { FeedbackTables } from '../feedback/tables.js';
import type { ReviewTables } from '../reviews/tables.js';
import type { CapsuleTables } from '../capsules/tables.js';
import type { FileTables } from '../files/tables.js';
import type { WaitlistTables } from '../waitlist/tables.js';
import type { PopupTables } from '../popups/tables.js';

export interface Database
  extends
    CatalogTables,
    AccountTables,
    ToteTables,
    TrackingTables,
    MemberTables,
    BillingTables,
    EmulatorTables,
    SearchTables,
    AssistantTables,
    FulfilmentTables,
    ShareTables,
    SupportTables,
    ReturnTables,
    PollTables,
    FeedbackTables,
    ReviewTables,
    CapsuleTables,
    FileTables,
    WaitlistTables,
    PopupTables,
    SurveyTables {
  /** Order lines with their fulfilment state (migration 015, orders/tables.ts). */
  order_items: OrderItemTable & OrderItemFulfilmentColumns;
}

export type Db = Kysely<Database>;
