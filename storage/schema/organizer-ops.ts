import type { ColumnType, Generated } from 'kysely';

/** Tables of organizer operations: webhooks, their deliveries, and the generic outbox (migration 20261123T1200_organizer_ops). */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type MaybeTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface WebhooksTable {
  id: Generated<number>;
  organization_id: number;
  url: string;
  events: string[];
  /** `whsec_` + base64, as Standard Webhooks specifies; shown once, on creation. */
  secret: string;
  created_by: number | null;
  created_at: CreatedAt;
  /** Set on an exhibitor's own webhook (migration 20261202T1700_exhibitor_webhooks); null on the organization's. */
  exhibitor_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export type DeliveryStatus = 'pending' | 'delivered' | 'failed';

export interface WebhookDeliveriesTable {
  id: Generated<number>;
  webhook_id: number;
  type: string;
  message_id: string;
  body: string;
  /** The users the body describes (account deletion scrubs by this). */
  subject_user_ids: ColumnType<number[], number[] | undefined, number[]>;
  status: ColumnType<DeliveryStatus, DeliveryStatus | undefined, DeliveryStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  last_status_code: number | null;
  last_error: string | null;
  created_at: CreatedAt;
  delivered_at: MaybeTime;
}

export interface JobsTable {
  id: Generated<number>;
  kind: string;
  payload: ColumnType<unknown, string, string>;
  status: ColumnType<'pending' | 'failed', 'pending' | 'failed' | undefined, 'pending' | 'failed'>;
  attempts: ColumnType<number, number | undefined, number>;
  run_at: ColumnType<Date, Date | string | undefined, Date | string>;
  locked_until: MaybeTime;
  last_error: string | null;
  created_at: CreatedAt;
}

/**
 * Per event, ticket type (0: none), status and check-in state, how many tickets are so (statement trigger, migration
 * 20261127T1300): check-in stats and the organizer list's filtered totals.
 */
export interface EventTicketCountsTable {
  event_id: number;
  ticket_type_id: number;
  status: 'valid' | 'void';
  checked_in: boolean;
  tickets: number;
}

export interface OrganizerOpsTables {
  event_ticket_counts: EventTicketCountsTable;
  webhooks: WebhooksTable;
  webhook_deliveries: WebhookDeliveriesTable;
  jobs: JobsTable;
}
