import type { CoreTables } from './schema/core.js';
import type { EventTables } from './schema/events.js';
import type { NetworkingTables } from './schema/networking.js';
import type { OrganizerToolsTables } from './schema/organizer-tools.js';
import type { OrganizerOpsTables } from './schema/organizer-ops.js';
import type { SafetyTables } from './schema/safety.js';
import type { LiveChatTables } from './schema/live-chat.js';
import type { MatchmakingTables } from './schema/matchmaking.js';
import type { PollTables, SessionTables } from './schema/sessions.js';
import type { MeetingTables } from './schema/meetings.js';
import type { VenueTables } from './schema/venue.js';
import type { SalesTables } from './schema/sales.js';
import type { PaymentTables } from './schema/payments.js';
import type { MailTables } from './schema/mail.js';
import type { ExhibitorTables } from './schema/exhibitors.js';
import type { IdempotencyTables } from './schema/idempotency.js';

/**
 * The database as Kysely sees it: one interface per feature area in storage/schema/, joined here.
 * A feature adds its tables in its own file and one `extends` entry below.
 */
export interface Database extends CoreTables, EventTables, NetworkingTables, OrganizerToolsTables, SafetyTables, OrganizerOpsTables, LiveChatTables, MatchmakingTables, SessionTables, PollTables, MeetingTables, VenueTables, SalesTables, PaymentTables, MailTables, ExhibitorTables, IdempotencyTables {}

export type * from './schema/core.js';
export type * from './schema/events.js';
export type * from './schema/networking.js';
export type * from './schema/organizer-tools.js';
export type * from './schema/safety.js';
export type * from './schema/organizer-ops.js';
export type * from './schema/live-chat.js';
export type * from './schema/matchmaking.js';
export type * from './schema/sessions.js';
export type * from './schema/meetings.js';
export type * from './schema/venue.js';
export type * from './schema/sales.js';
export type * from './schema/payments.js';
export type * from './schema/mail.js';
export type * from './schema/exhibitors.js';
export type * from './schema/idempotency.js';
