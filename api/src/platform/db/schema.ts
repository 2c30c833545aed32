/**
 * Kysely table types. Column names are snake_case in SQL and here; the HTTP layer maps them to
 * the camelCase wire contract. Money is integer cents. Each domain types its tables next to its
 * code (`<domain>/tables.ts`); the database is their union.
 */
import type { Kysely } from 'kysely';
import type { AccountTables } from '../../features/accounts/tables.js';
import type { CatalogTables } from '../../features/catalog/tables.js';
import type { ToteTables } from '../../features/tote/tables.js';
import type { TrackingTables } from '../../features/tracking/tables.js';
import type { MemberTables } from '../../features/member/tables.js';
import type { BillingTables, OrderItemTable } from '../../features/billing/tables.js';
import type { EmulatorTables } from '../../features/payments/emulator/tables.js';
import type { SearchTables } from '../../features/search/tables.js';
import type { AssistantTables } from '../../features/assistant/tables.js';
import type { ShareTables } from '../../features/shares/tables.js';
import type { SupportTables } from '../../features/support/tables.js';
import type { FulfilmentTables, OrderItemFulfilmentColumns } from '../../features/orders/tables.js';
import type { ReturnTables } from '../../features/returns/tables.js';
import type { SurveyTables } from '../../features/survey/tables.js';
import type { PollTables } from '../../features/polls/tables.js';
import type { FeedbackTables } from '../../features/feedback/tables.js';
import type { ReviewTables } from '../../features/reviews/tables.js';
import type { CapsuleTables } from '../../features/capsules/tables.js';
import type { FileTables } from '../../features/files/tables.js';
import type { WaitlistTables } from '../../features/waitlist/tables.js';
import type { PopupTables } from '../../features/popups/tables.js';

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
