import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type MaybeDate = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Counter = ColumnType<number, number | undefined, number>;

/** Tables of ticket sales (migration 20261202T0300_sales). */
export interface QuotasTable {
  id: Generated<number>;
  event_id: number;
  name: string;
  size: number;
  held: Counter;
  sold: Counter;
  created_at: CreatedAt;
}

export interface QuotaTicketTypesTable {
  quota_id: number;
  ticket_type_id: number;
}

export interface VouchersTable {
  id: Generated<number>;
  event_id: number;
  code: string;
  code_key: string;
  discount_kind: 'percent' | 'amount' | 'price';
  discount_value: number;
  max_uses: number;
  used: Counter;
  valid_until: MaybeDate;
  ticket_ids: ColumnType<number[] | null, number[] | null | undefined, number[] | null>;
  reserve: ColumnType<boolean, boolean | undefined, boolean>;
  unlocks_hidden: ColumnType<boolean, boolean | undefined, boolean>;
  /** Places a `reserve` voucher still holds (migration 20261202T1500_waiting_list). */
  reserved: Counter;
  reserve_ticket_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** A personal voucher (a waiting-list offer): only this user may use it. */
  user_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
}

export type WaitingListState = 'waiting' | 'offered' | 'done' | 'left' | 'lapsed';

export interface WaitingListTable {
  id: Generated<number>;
  event_id: number;
  user_id: number;
  ticket_type_id: number | null;
  state: ColumnType<WaitingListState, WaitingListState | undefined, WaitingListState>;
  voucher_id: number | null;
  offered_at: MaybeDate;
  offer_expires_at: MaybeDate;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export type OrderStatus = 'pending' | 'paid' | 'expired' | 'canceled';

export interface OrdersTable {
  id: Generated<number>;
  code: string;
  event_id: number;
  buyer_id: number;
  email: string;
  buyer: ColumnType<unknown, string | null | undefined, string | null>;
  attendees: ColumnType<unknown, string | null | undefined, string | null>;
  status: OrderStatus;
  total: number;
  currency: string;
  voucher_id: number | null;
  voucher_uses: Counter;
  idempotency_key: string;
  request_hash: string;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  created_at: CreatedAt;
  paid_at: MaybeDate;
  canceled_at: MaybeDate;
  cancel_reason: string | null;
  refunded_total: Counter;
}

export interface OrderItemsTable {
  order_id: number;
  ticket_type_id: number;
  name: string;
  quantity: number;
  unit_price: number;
  discount: number;
  tax: number;
  /** The seats a seated item holds, in the order given or picked (migration 20261202T1600_seating); null otherwise. */
  seats: ColumnType<string[] | null, string[] | null | undefined, string[] | null>;
}

export type PaymentStatus = 'created' | 'pending' | 'confirmed' | 'failed' | 'canceled' | 'refunded';

export interface PaymentsTable {
  id: Generated<number>;
  /** Exactly one of order_id (a ticket order) and advertising_order_id (a retargeting order) is set (migration 20261202T1800). */
  order_id: ColumnType<number | null, number | null | undefined, number | null>;
  advertising_order_id: ColumnType<number | null, number | null | undefined, number | null>;
  provider: string;
  status: PaymentStatus;
  amount: number;
  provider_reference: string | null;
  action: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** An event's seat plan (migration 20261202T1600_seating, CONTRACT 19). */
export interface SeatPlansTable {
  event_id: number;
  seating_template_id: number | null;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface SeatsTable {
  event_id: number;
  seat_id: string;
  label: string;
  section: string | null;
  row: string | null;
  ticket_type_id: number;
  x: number | null;
  y: number | null;
  position: number;
  blocked: ColumnType<boolean, boolean | undefined, boolean>;
}

/**
 * How many committed transactions changed an event's seats or seat claims (migration 20261203T1200_seat_state_versions,
 * bumped by a deferred trigger): the ETag of `GET /events/{slug}/seats`. No row: version 0.
 */
export interface SeatStateVersionsTable {
  event_id: number;
  version: ColumnType<string, string | number | undefined, string | number>;
}

export type SeatClaimStatus = 'held' | 'sold';

/** A live claim of a seat (held by a pending order or sold to a ticket): at most one per seat (the primary key). */
export interface SeatClaimsTable {
  event_id: number;
  seat_id: string;
  order_id: number;
  ticket_id: number | null;
  status: ColumnType<SeatClaimStatus, SeatClaimStatus | undefined, SeatClaimStatus>;
  created_at: CreatedAt;
}

export interface SalesTables {
  seat_plans: SeatPlansTable;
  seats: SeatsTable;
  seat_claims: SeatClaimsTable;
  seat_state_versions: SeatStateVersionsTable;
  quotas: QuotasTable;
  quota_ticket_types: QuotaTicketTypesTable;
  vouchers: VouchersTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  payments: PaymentsTable;
  waiting_list: WaitingListTable;
}
