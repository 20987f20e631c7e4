import { sql, type RawBuilder, type Selectable } from 'kysely';
import { COMMIT_IN_STATEMENT, commitsInStatement, type DB } from '../database.js';
import type { OrderStatus, OrdersTable, PaymentStatus, PaymentsTable, QuotasTable, TicketTypesTable, VouchersTable, WaitingListState, WaitingListTable } from '../schema.js';
import { insertJob } from './jobs.js';
import { preparedBatch, preparedStatement } from '../prepared.js';

/**
 * Ticket sales (CONTRACT 15). Capacity lives in counter rows (`held`, `sold`) of ticket types, quotas and events;
 * every change of them is a conditional UPDATE here, taken in one fixed order: ticket types by id, then quotas by
 * id, then the event. Callers pass their transaction.
 */

export type SalesTicketTypeRow = Selectable<TicketTypesTable>;
export type QuotaRow = Selectable<QuotasTable> & { ticket_ids: number[] };
export type VoucherRow = Selectable<VouchersTable>;
export type OrderRow = Selectable<OrdersTable>;
export type PaymentRow = Selectable<PaymentsTable>;

// ---- ticket types ------------------------------------------------------------------------------------------

export interface TicketTypeValues {
  name: string;
  price: number;
  capacity: number | null;
  description: string | null;
  sales_start: Date | null;
  sales_end: Date | null;
  min_per_order: number;
  max_per_order: number;
  hidden: boolean;
  tax_rate: number;
}

export function insertSalesTicketType(db: DB, eventId: number, values: TicketTypeValues): Promise<SalesTicketTypeRow> {
  return db
    .insertInto('ticket_types')
    .values({ event_id: eventId, ...values })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findSalesTicketType(db: DB, eventId: number, id: number): Promise<SalesTicketTypeRow | undefined> {
  return db.selectFrom('ticket_types').selectAll().where('event_id', '=', eventId).where('id', '=', id).executeTakeFirst();
}

/**
 * Changes a ticket type; a new capacity must stay at or above what is sold and held, checked in the same statement
 * (`below`: refused). Undefined when no such type belongs to the event.
 */
export async function updateSalesTicketType(db: DB, eventId: number, id: number, set: Partial<TicketTypeValues>): Promise<SalesTicketTypeRow | 'below' | undefined> {
  const updated = await db
    .updateTable('ticket_types')
    .set(set)
    .where('event_id', '=', eventId)
    .where('id', '=', id)
    .$if(set.capacity !== undefined && set.capacity !== null, (q) => q.where(sql<boolean>`held + sold <= ${set.capacity ?? 0}`))
    .returningAll()
    .executeTakeFirst();
  if (updated) return updated;
  return (await findSalesTicketType(db, eventId, id)) ? 'below' : undefined;
}

/** Every ticket type of the event with `remaining` (null: unlimited): the smallest of the type's, its quotas' and the event's room. */
export async function listTicketTypesWithRemaining(db: DB, eventId: number) {
  return (await ticketTypesWithRemainingStatement(db, { eventId })).rows;
}

// Read by every order's plan (shared between concurrent buyers): prepared on the server once per connection (issue
// 49: its planning cost more than its run).
const ticketTypesWithRemainingStatement = preparedStatement(
  ['eventId'],
  (p) =>
    // least() skips nulls (no limit); all null stays null: unlimited.
    sql<SalesTicketTypeRow & { remaining: number | null }>`select tt.*, (select case when r.x is null then null else greatest(0, r.x) end from (select least(
        case when tt.capacity is null then null else tt.capacity - tt.held - tt.sold end,
        (select min(q.size - q.held - q.sold) from quota_ticket_types qt join quotas q on q.id = qt.quota_id where qt.ticket_type_id = tt.id),
        case when e.capacity is null then null else e.capacity - e.held - e.sales_count end) as x) r) as remaining
      from ticket_types tt join events e on e.id = tt.event_id where tt.event_id = ${p.eventId} order by tt.id`,
  { serverName: 'ticket_types_remaining' },
);

// ---- the claim ---------------------------------------------------------------------------------------------

export interface Places {
  ticketTypeId: number | null;
  quantity: number;
}

export type ClaimMode = 'hold' | 'sell';
export interface ClaimOptions {
  /**
   * The claim is its transaction's last statement (nothing is written after it; the caller commits on `ok` and rolls
   * back otherwise): on PostgreSQL the transaction then commits in the claim's own round trip (`COMMIT_IN_STATEMENT`),
   * so the hot counter rows are locked for PostgreSQL's time alone. Ignored for a sale that converts a reservation
   * (more follows) and on the embedded database.
   */
  last?: boolean;
  /**
   * The event must not be canceled: its counter step also asks `canceled_at is null`, under the event row's lock, so
   * a cancel committed any time before the claim refuses it (`where: 'event'`, as a full event does: the caller tells
   * the two apart after its transaction) without a read of its own. Only where the claim has an event step
   * (`claimHasEventStep`); a claim wholly covered by a reservation has none.
   */
  open?: boolean;
}

export type ClaimResult = { ok: true } | { ok: false; ticketTypeId: number | null; where: 'ticket_type' | 'quota' | 'event' | 'voucher' };

/** Whether a claim of `places` with `covered` of them already reserved moves the event's counter (has an event step). */
export function claimHasEventStep(places: Places[], covered: Places[] = []): boolean {
  const total = places.reduce((n, p) => n + p.quantity, 0) - covered.reduce((n, p) => n + p.quantity, 0);
  return total > 0 || !covered.some((c) => c.quantity > 0);
}

/** Quantities per ticket type (sorted by id) and per quota the types are in (sorted by id). */
async function spread(trx: DB, places: Places[]) {
  const byType = new Map<number, number>();
  let total = 0;
  for (const p of places) {
    total += p.quantity;
    if (p.ticketTypeId !== null) byType.set(p.ticketTypeId, (byType.get(p.ticketTypeId) ?? 0) + p.quantity);
  }
  const types = [...byType.entries()].sort((a, b) => a[0] - b[0]);
  const byQuota = new Map<number, { n: number; type: number }>();
  if (types.length) {
    const links = await trx
      .selectFrom('quota_ticket_types')
      .select(['quota_id', 'ticket_type_id'])
      .where(
        'ticket_type_id',
        'in',
        types.map(([id]) => id),
      )
      .execute();
    for (const l of links) {
      const cur = byQuota.get(l.quota_id);
      byQuota.set(l.quota_id, { n: (cur?.n ?? 0) + (byType.get(l.ticket_type_id) ?? 0), type: cur?.type ?? l.ticket_type_id });
    }
  }
  const quotas = [...byQuota.entries()].sort((a, b) => a[0] - b[0]);
  return { types, quotas, total };
}

/**
 * Claims places for `places` in the caller's transaction, in ONE statement: a chain of conditional UPDATEs (each
 * `… where held + sold + n <= size returning`), one per ticket type, quota and the event, in that fixed order (each
 * sorted by id), every step running only when the one before it matched (`exists (select from <previous>)`, a
 * one-time filter evaluated before the step locks its row), and `voucher`'s uses last the same way. `hold` counts
 * the places as held (a pending order), `sell` as sold (an issued ticket). The hot counter rows are locked from this
 * statement to the caller's commit only; with `options.last` on PostgreSQL the commit travels with the statement, so
 * not even the reply's round trip to a busy node holds them, which a drop's claims wait on (issue 49,
 * docs/performance.md "Ticket drop"). On a refusal nothing matched from the failing step on; the caller rolls back.
 */
export async function claimPlaces(
  trx: DB,
  eventId: number,
  places: Places[],
  mode: ClaimMode,
  voucher?: { id: number; uses: number },
  covered: Places[] = [],
  options: ClaimOptions = {},
): Promise<ClaimResult> {
  const wanted = await spread(trx, places);
  // Places a reservation already holds (a `reserve` voucher's, taken by the caller) are not claimed again.
  const have = covered.some((c) => c.quantity > 0) ? await spread(trx, covered) : undefined;
  const less = <T>(rows: Array<[number, T]>, n: (v: T) => number, minus: Map<number, number>, back: (v: T, m: number) => T) =>
    rows.map(([id, v]) => [id, back(v, n(v) - (minus.get(id) ?? 0))] as [number, T]).filter(([, v]) => n(v) > 0);
  const types = have ? less(wanted.types, (n) => n, new Map(have.types), (_, m) => m) : wanted.types;
  const quotas = have ? less(wanted.quotas, (q) => q.n, new Map(have.quotas.map(([id, q]) => [id, q.n])), (q, m) => ({ ...q, n: m })) : wanted.quotas;
  const total = wanted.total - (have?.total ?? 0);
  // The claim that ends its transaction (PostgreSQL) goes by the simple protocol, so its values are written into it:
  // ids and counts, integers only (checked), never text.
  const committing = options.last === true && !(mode === 'sell' && have) && commitsInStatement(trx);
  const v = (n: number) => {
    if (!committing) return sql`${n}`;
    if (!Number.isSafeInteger(n)) throw new Error(`claimPlaces: ${n} is not an integer`);
    return sql.lit(n);
  };
  const col = sql.ref(mode === 'hold' ? 'held' : 'sold');
  const eventCol = sql.ref(mode === 'hold' ? 'held' : 'sales_count');
  const steps: Array<{ update: RawBuilder<unknown>; fail: Exclude<ClaimResult, { ok: true }> }> = [
    ...types.map(([id, n]) => ({
      update: sql`update ticket_types set ${col} = ${col} + ${v(n)} where id = ${v(id)} and event_id = ${v(eventId)} and (capacity is null or held + sold + ${v(n)} <= capacity)`,
      fail: { ok: false as const, ticketTypeId: id, where: 'ticket_type' as const },
    })),
    ...quotas.map(([id, { n, type }]) => ({
      update: sql`update quotas set ${col} = ${col} + ${v(n)} where id = ${v(id)} and held + sold + ${v(n)} <= size`,
      fail: { ok: false as const, ticketTypeId: type, where: 'quota' as const },
    })),
    ...(claimHasEventStep(places, covered)
      ? [
          {
            update: sql`update events set ${eventCol} = ${eventCol} + ${v(total)} where id = ${v(eventId)} and (capacity is null or held + sales_count + ${v(total)} <= capacity)${options.open ? sql` and canceled_at is null` : sql``}`,
            fail: { ok: false as const, ticketTypeId: types[0]?.[0] ?? wanted.types[0]?.[0] ?? null, where: 'event' as const },
          },
        ]
      : []),
    ...(voucher && voucher.uses > 0
      ? [
          {
            update: sql`update vouchers set used = used + ${v(voucher.uses)} where id = ${v(voucher.id)} and used + ${v(voucher.uses)} <= max_uses and (valid_until is null or valid_until > now())`,
            fail: { ok: false as const, ticketTypeId: types[0]?.[0] ?? null, where: 'voucher' as const },
          },
        ]
      : []),
  ];
  if (!steps.length) {
    if (mode === 'sell' && have) await movePlaces(trx, eventId, covered, 'convert');
    return { ok: true };
  }
  const ctes = steps.map((step, i) => sql`${sql.raw(`s${i}`)} as (${step.update}${i > 0 ? sql.raw(` and exists (select 1 from s${i - 1})`) : sql.raw("")} returning 1)`);
  if (committing) {
    // Nothing selected when every step matched; otherwise the first step that did not raises (SQLSTATE CV409,
    // migration 20261204T1900), PostgreSQL skips the COMMIT and the caller rolls back.
    const firstFailed = sql.raw(`case ${steps.map((_, i) => `when not exists (select 1 from s${i}) then ${i}`).join(' ')} end`);
    const claim = sql`with ${sql.join(ctes)} select convene_claim_refused(${firstFailed}) where not exists (select 1 from ${sql.raw(`s${steps.length - 1}`)})`.compile(trx);
    if (claim.parameters.length) throw new Error('claimPlaces: the committing claim must carry no parameters');
    try {
      await sql.raw(claim.sql + COMMIT_IN_STATEMENT).execute(trx);
    } catch (err) {
      const e = err as { code?: unknown; detail?: unknown };
      if (e?.code !== 'CV409') throw err;
      return steps[Number(e.detail)]?.fail ?? steps[0]!.fail;
    }
    return { ok: true };
  }
  const counts = steps.map((_, i) => sql.raw(`(select count(*) from s${i})::int as c${i}`));
  const row = (await sql<Record<string, number>>`with ${sql.join(ctes)} select ${sql.join(counts)}`.execute(trx)).rows[0]!;
  const failed = steps.findIndex((_, i) => row[`c${i}`] === 0);
  if (failed >= 0) return steps[failed]!.fail;
  // Sold at once (a free order): the reserved places turn from held to sold.
  if (mode === 'sell' && have) await movePlaces(trx, eventId, covered, 'convert');
  return { ok: true };
}

/**
 * Moves places between the counters, in the claim's order: `release` gives held places back (an order expired or
 * was canceled), `convert` turns held into sold (an order paid), `unsell` gives sold places back (a ticket voided).
 */
export async function movePlaces(trx: DB, eventId: number, places: Places[], move: 'release' | 'convert' | 'unsell'): Promise<void> {
  const { types, quotas, total } = await spread(trx, places);
  const set = (n: number) =>
    // greatest(…, 0): a ticket written around the counters (old demo data, a direct insert) never drives one negative.
    move === 'release' ? sql`held = greatest(held - ${n}, 0)` : move === 'convert' ? sql`held = greatest(held - ${n}, 0), sold = sold + ${n}` : sql`sold = greatest(sold - ${n}, 0)`;
  for (const [id, n] of types) await sql`update ticket_types set ${set(n)} where id = ${id}`.execute(trx);
  for (const [id, { n }] of quotas) await sql`update quotas set ${set(n)} where id = ${id}`.execute(trx);
  const eventSet =
    move === 'release'
      ? sql`held = greatest(held - ${total}, 0)`
      : move === 'convert'
        ? sql`held = greatest(held - ${total}, 0), sales_count = sales_count + ${total}`
        : sql`sales_count = greatest(sales_count - ${total}, 0)`;
  await sql`update events set ${eventSet} where id = ${eventId}`.execute(trx);
}

// ---- quotas ------------------------------------------------------------------------------------------------

const quotaTypes = (db: DB, alias: string) =>
  sql<number[]>`coalesce((select array_agg(qt.ticket_type_id order by qt.ticket_type_id) from quota_ticket_types qt where qt.quota_id = ${sql.ref(alias)}.id), '{}')`;

export function listQuotas(db: DB, eventId: number): Promise<QuotaRow[]> {
  return db.selectFrom('quotas as q').selectAll('q').select(quotaTypes(db, 'q').as('ticket_ids')).where('q.event_id', '=', eventId).orderBy('q.id').execute();
}

export function findQuota(db: DB, eventId: number, id: number): Promise<QuotaRow | undefined> {
  return db.selectFrom('quotas as q').selectAll('q').select(quotaTypes(db, 'q').as('ticket_ids')).where('q.event_id', '=', eventId).where('q.id', '=', id).executeTakeFirst();
}

/** Locks the event's ticket types among `ids` (sorted) and answers their counters; missing ids are absent. */
export function lockTicketTypes(trx: DB, eventId: number, ids: number[]) {
  if (!ids.length) return Promise.resolve([] as Array<{ id: number; held: number; sold: number }>);
  return trx
    .selectFrom('ticket_types')
    .select(['id', 'held', 'sold'])
    .where('event_id', '=', eventId)
    .where('id', 'in', ids)
    .orderBy('id')
    .forUpdate()
    .execute();
}

/**
 * Writes a quota with its types: the counters are recomputed from the types' (locked by the caller), and the table's
 * check refuses a size below them (the caller maps it to 409 `capacity_below_sold`).
 */
export async function saveQuota(trx: DB, eventId: number, id: number | null, values: { name: string; size: number; ticketIds: number[]; held: number; sold: number }): Promise<number> {
  let quotaId: number;
  if (id === null) {
    const row = await trx
      .insertInto('quotas')
      .values({ event_id: eventId, name: values.name, size: values.size, held: values.held, sold: values.sold })
      .returning('id')
      .executeTakeFirstOrThrow();
    quotaId = row.id;
  } else {
    await trx.selectFrom('quotas').select('id').where('id', '=', id).forUpdate().execute();
    await trx.updateTable('quotas').set({ name: values.name, size: values.size, held: values.held, sold: values.sold }).where('id', '=', id).execute();
    await trx.deleteFrom('quota_ticket_types').where('quota_id', '=', id).execute();
    quotaId = id;
  }
  if (values.ticketIds.length) await trx.insertInto('quota_ticket_types').values(values.ticketIds.map((t) => ({ quota_id: quotaId, ticket_type_id: t }))).execute();
  return quotaId;
}

export async function deleteQuota(trx: DB, eventId: number, id: number): Promise<boolean> {
  const row = await trx.deleteFrom('quotas').where('event_id', '=', eventId).where('id', '=', id).returning('id').executeTakeFirst();
  return row !== undefined;
}

/** The quotas a ticket type is in (ids), for the claim's and the views' use. */
export function quotaIdsOfTypes(db: DB, ids: number[]) {
  if (!ids.length) return Promise.resolve([] as Array<{ quota_id: number; ticket_type_id: number }>);
  return db.selectFrom('quota_ticket_types').select(['quota_id', 'ticket_type_id']).where('ticket_type_id', 'in', ids).execute();
}

// ---- vouchers ----------------------------------------------------------------------------------------------

export interface VoucherValues {
  discount_kind: 'percent' | 'amount' | 'price';
  discount_value: number;
  max_uses: number;
  valid_until: Date | null;
  ticket_ids: number[] | null;
  reserve: boolean;
  unlocks_hidden: boolean;
  /** A `reserve` voucher's places (the caller claimed them) and where they are held; a personal voucher's owner. */
  reserved?: number;
  reserve_ticket_id?: number | null;
  user_id?: number | null;
}

/**
 * Inserts one voucher per code in one statement (codes as an array: the text never changes with their number).
 * Undefined when a code is taken (the unique index on the upper-case form).
 */
export async function insertVouchers(trx: DB, eventId: number, codes: string[], v: VoucherValues): Promise<VoucherRow[]> {
  const keys = codes.map((c) => c.toUpperCase());
  const ids = v.ticket_ids === null ? null : sql`${sql.val(v.ticket_ids)}::integer[]`;
  const rows = await sql<VoucherRow>`insert into vouchers (event_id, code, code_key, discount_kind, discount_value, max_uses, valid_until, ticket_ids, reserve, unlocks_hidden, reserved, reserve_ticket_id, user_id)
    select ${eventId}, x.code, x.code_key, ${v.discount_kind}, ${v.discount_value}, ${v.max_uses}, ${v.valid_until}, ${ids ?? sql`null`}, ${v.reserve}, ${v.unlocks_hidden},
      ${v.reserved ?? 0}, ${v.reserve_ticket_id ?? null}::integer, ${v.user_id ?? null}::integer
    from unnest(${sql.val(codes)}::text[], ${sql.val(keys)}::text[]) as x(code, code_key)
    returning *`.execute(trx);
  return rows.rows;
}

export function listVouchers(db: DB, eventId: number): Promise<VoucherRow[]> {
  return db.selectFrom('vouchers').selectAll().where('event_id', '=', eventId).orderBy('id').execute();
}

export async function findVoucherByCode(db: DB, eventId: number, code: string): Promise<VoucherRow | undefined> {
  return (await voucherByCodeStatement(db, { eventId, key: code.toUpperCase() })).rows[0];
}

// Read by the plan of every order with a voucher (shared between concurrent buyers; issue 49).
const voucherByCodeStatement = preparedStatement(['eventId', 'key'], (p) => sql<VoucherRow>`select * from vouchers where event_id = ${p.eventId} and code_key = ${p.key}`, {
  serverName: 'voucher_by_code',
});

export function findVoucherOfEvent(db: DB, eventId: number, id: number): Promise<VoucherRow | undefined> {
  return db.selectFrom('vouchers').selectAll().where('event_id', '=', eventId).where('id', '=', id).executeTakeFirst();
}

export function findVoucherById(db: DB, id: number): Promise<VoucherRow | undefined> {
  return db.selectFrom('vouchers').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function deleteVoucher(db: DB, eventId: number, id: number): Promise<boolean> {
  return (await db.deleteFrom('vouchers').where('event_id', '=', eventId).where('id', '=', id).returning('id').executeTakeFirst()) !== undefined;
}

export async function releaseVoucherUses(trx: DB, id: number, n: number): Promise<void> {
  await sql`update vouchers set used = greatest(used - ${n}, 0) where id = ${id}`.execute(trx);
}

// ---- orders ------------------------------------------------------------------------------------------------

export interface OrderItemValues {
  ticket_type_id: number;
  name: string;
  quantity: number;
  unit_price: number;
  discount: number;
  tax: number;
}

export interface OrderValues {
  code: string;
  event_id: number;
  buyer_id: number;
  email: string;
  buyer: unknown;
  attendees: unknown;
  status: OrderStatus;
  total: number;
  currency: string;
  voucher_id: number | null;
  voucher_uses: number;
  idempotency_key: string;
  request_hash: string;
  expires_at: Date;
  paid_at: Date | null;
}

/** The order and its items, answered as `listOrderItems` reads them (so a new order is presented without reading it back). */
export async function insertOrder(trx: DB, values: OrderValues, items: OrderItemValues[]): Promise<{ order: OrderRow; items: OrderItemRow[] }> {
  const order = await trx
    .insertInto('orders')
    .values({ ...values, buyer: values.buyer === null ? null : JSON.stringify(values.buyer), attendees: values.attendees === null ? null : JSON.stringify(values.attendees) })
    .returningAll()
    .executeTakeFirstOrThrow();
  const rows = items.length
    ? await trx
        .insertInto('order_items')
        .values(items.map((i) => ({ order_id: order.id, ...i })))
        .returning(ORDER_ITEM_COLUMNS)
        .execute()
    : [];
  return { order, items: rows.sort((a, b) => a.ticket_type_id - b.ticket_type_id) };
}

const ORDER_ITEM_COLUMNS = ['order_id', 'ticket_type_id', 'name', 'quantity', 'unit_price', 'discount', 'tax', 'seats'] as const;
export type OrderItemRow = Awaited<ReturnType<typeof listOrderItems>>[number];

/** Serialises one buyer's order placements (the pending-orders limit is then counted exactly). */
export async function lockBuyer(trx: DB, userId: number): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

export async function pendingOrderOf(trx: DB, buyerId: number, eventId: number, limit: number): Promise<{ count: number; code: string | null }> {
  const rows = await trx
    .selectFrom('orders')
    .select('code')
    .where('buyer_id', '=', buyerId)
    .where('event_id', '=', eventId)
    .where('status', '=', 'pending')
    .where('expires_at', '>', sql<Date>`now()`)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return { count: rows.length, code: rows[0]?.code ?? null };
}

export function findOrderByKey(db: DB, buyerId: number, key: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('buyer_id', '=', buyerId).where('idempotency_key', '=', key).executeTakeFirst();
}

// Every order request asks it first (the replay, batched per turn), prepared on the server per batch size (issue 49).
const ordersByKeysStatement = preparedBatch(
  ['buyerId', 'key'],
  (items) => sql<OrderRow>`select * from orders where (buyer_id, idempotency_key) in (${sql.join(items.map((p) => sql`(${p.buyerId}::int, ${p.key}::text)`))})`,
  { serverName: 'orders_by_keys' },
);

/** findOrderByKey for many (buyer, key) pairs in one statement: the orders in the pairs' order (undefined: none). */
export async function findOrdersByKeys(db: DB, pairs: ReadonlyArray<{ buyerId: number; key: string }>): Promise<Array<OrderRow | undefined>> {
  if (pairs.length === 0) return [];
  const { rows } = await ordersByKeysStatement(db, pairs);
  const byPair = new Map(rows.map((r) => [`${r.buyer_id}:${r.idempotency_key}`, r]));
  return pairs.map((p) => byPair.get(`${p.buyerId}:${p.key}`));
}

export function findOrderByCode(db: DB, code: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('code', '=', code).executeTakeFirst();
}

export function findOrderById(db: DB, id: number): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
}

export function lockOrder(trx: DB, id: number): Promise<OrderRow | undefined> {
  return trx.selectFrom('orders').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export function listOrderItems(db: DB, orderIds: number[]) {
  if (!orderIds.length) return Promise.resolve([] as Array<OrderItemValues & { order_id: number; seats: string[] | null }>);
  return db
    .selectFrom('order_items')
    .select(ORDER_ITEM_COLUMNS)
    .where('order_id', 'in', orderIds)
    .orderBy('order_id')
    .orderBy('ticket_type_id')
    .execute();
}

/** Moves a pending order to `status` (conditional: only a pending one; `due`: only one past its hold). */
export async function finishPendingOrder(
  trx: DB,
  id: number,
  status: 'expired' | 'canceled' | 'paid',
  options: { due?: boolean; cancelReason?: string } = {},
): Promise<OrderRow | undefined> {
  return trx
    .updateTable('orders')
    .set({
      status,
      ...(status === 'paid' ? { paid_at: sql<Date>`now()` as never } : {}),
      ...(status === 'canceled' ? { canceled_at: sql<Date>`now()` as never, cancel_reason: options.cancelReason ?? null } : {}),
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .$if(options.due === true, (q) => q.where('expires_at', '<=', sql<Date>`now()`))
    .returningAll()
    .executeTakeFirst();
}

/** An order that was not pending any more (expired, canceled) becomes paid or canceled now: a late payment. */
export function settleLateOrder(trx: DB, id: number, status: 'paid' | 'canceled', cancelReason: string | null): Promise<OrderRow | undefined> {
  return trx
    .updateTable('orders')
    .set(status === 'paid' ? { status, paid_at: sql<Date>`now()` as never } : { status, canceled_at: sql<Date>`now()` as never, cancel_reason: cancelReason })
    .where('id', '=', id)
    .where('status', 'in', ['expired', 'canceled'])
    .returningAll()
    .executeTakeFirst();
}

/** Pending orders past their hold (oldest first), for the expiry sweep. */
export async function dueOrders(db: DB, limit: number, eventId?: number): Promise<Array<{ id: number }>> {
  if (eventId !== undefined) return (await dueOrdersOfEventStatement(db, { eventId, limit })).rows;
  return db
    .selectFrom('orders')
    .select('id')
    .where('status', '=', 'pending')
    .where('expires_at', '<=', sql<Date>`now()`)
    .$if(eventId !== undefined, (q) => q.where('event_id', '=', eventId!))
    .orderBy('expires_at')
    .limit(limit)
    .execute();
}

// Asked by the plan of every order (shared between concurrent buyers; issue 49).
const dueOrdersOfEventStatement = preparedStatement(
  ['eventId', 'limit'],
  (p) => sql<{ id: number }>`select id from orders where status = 'pending' and expires_at <= now() and event_id = ${p.eventId} order by expires_at limit ${p.limit}`,
  { serverName: 'due_orders_of_event' },
);

export function listBuyerOrders(db: DB, buyerId: number, window: { limit: number; offset: number }) {
  return db.selectFrom('orders').selectAll().where('buyer_id', '=', buyerId).orderBy('id', 'desc').limit(window.limit).offset(window.offset).execute();
}

export async function countBuyerOrders(db: DB, buyerId: number): Promise<number> {
  const row = await db.selectFrom('orders').select(sql<number>`count(*)::int`.as('n')).where('buyer_id', '=', buyerId).executeTakeFirstOrThrow();
  return row.n;
}

export interface EventOrderFilters {
  status?: OrderStatus | undefined;
  q?: string | undefined;
}

function eventOrders(db: DB, eventId: number, filters: EventOrderFilters) {
  let q = db.selectFrom('orders as o').innerJoin('users as u', 'u.id', 'o.buyer_id').where('o.event_id', '=', eventId);
  if (filters.status) q = q.where('o.status', '=', filters.status);
  if (filters.q) {
    const like = `%${filters.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) =>
      eb.or([
        eb('o.code', 'ilike', like),
        eb('o.email', 'ilike', like),
        eb('u.mobile', 'like', like),
        eb(sql`u.name || ' ' || u.surname`, 'ilike', like),
        eb(sql`coalesce(o.buyer->>'name', '') || ' ' || coalesce(o.buyer->>'surname', '')`, 'ilike', like),
      ]),
    );
  }
  return q;
}

export type EventOrderRow = OrderRow & { buyer_name: string; buyer_surname: string; buyer_mobile: string };

export function listEventOrders(db: DB, eventId: number, filters: EventOrderFilters, window: { limit: number; offset: number } | null): Promise<EventOrderRow[]> {
  return eventOrders(db, eventId, filters)
    .selectAll('o')
    .select(['u.name as buyer_name', 'u.surname as buyer_surname', 'u.mobile as buyer_mobile'])
    .orderBy('o.id', 'desc')
    .$if(window !== null, (q) => q.limit(window!.limit).offset(window!.offset))
    .execute();
}

export async function countEventOrders(db: DB, eventId: number, filters: EventOrderFilters): Promise<number> {
  const row = await eventOrders(db, eventId, filters).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return row.n;
}

/** The tickets of orders with their type, holder and seat (its label, section and row: one join for all the orders). */
export function listOrderTickets(db: DB, orderIds: number[]) {
  if (!orderIds.length) return Promise.resolve([]);
  return db
    .selectFrom('attendee_tickets as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .leftJoin('ticket_types as tt', 'tt.id', 't.ticket_type_id')
    .leftJoin('seats as s', (j) => j.onRef('s.event_id', '=', 't.event_id').onRef('s.seat_id', '=', 't.seat'))
    .select(['t.order_id', 't.code', 't.status', 't.seat', 's.label as seat_label', 's.section as seat_section', 's.row as seat_row', 'tt.name as ticket_name', 'u.name as holder_name', 'u.surname as holder_surname'])
    .where('t.order_id', 'in', orderIds)
    .orderBy('t.id')
    .execute();
}

export function setTicketOrder(trx: DB, code: string, orderId: number) {
  return trx.updateTable('attendee_tickets').set({ order_id: orderId }).where('code', '=', code).execute();
}

export function findUserByEmail(db: DB, email: string) {
  return db.selectFrom('users').select(['id', 'name', 'surname']).where(sql`lower(email)`, '=', email.toLowerCase()).orderBy('id').limit(1).executeTakeFirst();
}

// ---- payments ----------------------------------------------------------------------------------------------

export function insertPayment(trx: DB, values: { order_id: number; provider: string; status: PaymentStatus; amount: number }): Promise<PaymentRow> {
  return trx.insertInto('payments').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updatePayment(
  db: DB,
  id: number,
  set: { status?: PaymentStatus; provider_reference?: string | null; action?: unknown },
  onlyFrom?: PaymentStatus[],
): Promise<PaymentRow | undefined> {
  const values: Record<string, unknown> = { updated_at: sql`now()` };
  if (set.status !== undefined) values.status = set.status;
  if (set.provider_reference !== undefined) values.provider_reference = set.provider_reference;
  if (set.action !== undefined) values.action = set.action === null ? null : JSON.stringify(set.action);
  return db
    .updateTable('payments')
    .set(values as never)
    .where('id', '=', id)
    .$if(onlyFrom !== undefined, (q) => q.where('status', 'in', onlyFrom!))
    .returningAll()
    .executeTakeFirst();
}

export function findPaymentByReference(db: DB, provider: string, reference: string): Promise<PaymentRow | undefined> {
  return db.selectFrom('payments').selectAll().where('provider', '=', provider).where('provider_reference', '=', reference).executeTakeFirst();
}

/** The newest payment of each order. */
export async function latestPayments(db: DB, orderIds: number[]): Promise<Map<number, PaymentRow>> {
  if (!orderIds.length) return new Map();
  const rows = await db.selectFrom('payments').selectAll().where('order_id', 'in', orderIds).orderBy('id', 'desc').execute();
  const out = new Map<number, PaymentRow>();
  for (const r of rows) if (r.order_id !== null && !out.has(r.order_id)) out.set(r.order_id, r);
  return out;
}

/** Open attempts of an order become `canceled` (the order expired or was canceled). */
export async function cancelOpenPayments(trx: DB, orderId: number): Promise<void> {
  await trx
    .updateTable('payments')
    .set({ status: 'canceled', updated_at: sql<Date>`now()` as never })
    .where('order_id', '=', orderId)
    .where('status', 'in', ['created', 'pending'])
    .execute();
}

// ---- organizer figures -------------------------------------------------------------------------------------

export async function salesTotals(db: DB, eventId: number) {
  const row = await sql<{ orders_paid: number; gross: number; refunded: number }>`select count(*)::int as orders_paid,
      coalesce(sum(total), 0)::bigint::float8 as gross, coalesce(sum(refunded_total), 0)::bigint::float8 as refunded
    from orders where event_id = ${eventId} and status = 'paid'`.execute(db);
  return row.rows[0] ?? { orders_paid: 0, gross: 0, refunded: 0 };
}

export async function salesByTicket(db: DB, eventId: number) {
  const rows = await sql<{ ticket_type_id: number; gross: number; sold: number }>`select i.ticket_type_id, coalesce(sum(i.quantity * (i.unit_price - i.discount)), 0)::bigint::float8 as gross,
      coalesce(sum(i.quantity), 0)::int as sold
    from order_items i join orders o on o.id = i.order_id where o.event_id = ${eventId} and o.status = 'paid' group by i.ticket_type_id`.execute(db);
  return rows.rows;
}

/** Paid orders per calendar day in `timeZone` (an IANA name; checked by the caller). */
export async function salesByDay(db: DB, eventId: number, timeZone: string) {
  const rows = await sql<{ date: string; orders: number; tickets: number; gross: number }>`select to_char(o.paid_at at time zone ${timeZone}, 'YYYY-MM-DD') as date,
      count(*)::int as orders, coalesce(sum((select sum(i.quantity) from order_items i where i.order_id = o.id)), 0)::int as tickets,
      coalesce(sum(o.total), 0)::bigint::float8 as gross
    from orders o where o.event_id = ${eventId} and o.status = 'paid' group by 1 order by 1`.execute(db);
  return rows.rows;
}

/** The events of orders (id, slug, name, organization) by id. */
export async function eventsByIds(db: DB, ids: number[]) {
  if (!ids.length) return new Map<number, { id: number; slug: string; name: string; organization_id: number }>();
  const rows = await db.selectFrom('events').select(['id', 'slug', 'name', 'organization_id']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r]));
}

/** The event row locked in the caller's transaction (its canceled state read where the claim runs). */
export function findEventForSale(trx: DB, id: number) {
  return trx.selectFrom('events').select(['id', 'slug', 'name', 'organization_id', 'canceled_at', 'sales_deadline', 'capacity']).where('id', '=', id).executeTakeFirst();
}

// ---- reservations and the waiting list ---------------------------------------------------------------------

/** The outbox kind that offers an event's freed places to its waiting list (`{event_id}`). */
export const WAITING_LIST_JOB = 'sales.waiting_list_offer';

/**
 * Asks for a look at the event's waiting list in the caller's transaction (places may have freed up: an expiry, a
 * cancel, a refund, a void, a larger capacity): one job, and only when someone is waiting.
 */
export async function queueWaitingListOffers(db: DB, eventId: number): Promise<void> {
  const waiting = await db.selectFrom('waiting_list').select('id').where('event_id', '=', eventId).where('state', '=', 'waiting').limit(1).executeTakeFirst();
  if (waiting) await insertJob(db, WAITING_LIST_JOB, { event_id: eventId }, 0);
}

/**
 * Locks a voucher row (a `reserve` voucher is always locked before the counters, by every path that touches its
 * reservation: the order using it, its lapse, its deletion, the release of an order placed with it).
 */
export function lockVoucher(trx: DB, id: number): Promise<VoucherRow | undefined> {
  // FOR NO KEY UPDATE: an order row referring to the voucher (its key share lock) does not wait on it.
  return trx.selectFrom('vouchers').selectAll().where('id', '=', id).forNoKeyUpdate().executeTakeFirst();
}

/** Takes `n` places from a reservation (the caller locked the voucher and checked `reserved`). */
export async function takeReserved(trx: DB, id: number, n: number): Promise<void> {
  await sql`update vouchers set reserved = reserved - ${n} where id = ${id}`.execute(trx);
}

/** The places a reservation still holds, as claim places (its ticket type, or the event alone). */
export const reservationPlaces = (v: Pick<VoucherRow, 'reserve_ticket_id' | 'reserved'>): Places[] => [{ ticketTypeId: v.reserve_ticket_id, quantity: v.reserved }];

/** Gives a locked voucher's remaining reservation back to sale. */
export async function endReservation(trx: DB, eventId: number, v: VoucherRow): Promise<void> {
  if (v.reserved <= 0) return;
  await movePlaces(trx, eventId, reservationPlaces(v), 'release');
  await trx.updateTable('vouchers').set({ reserved: 0 }).where('id', '=', v.id).execute();
}

/** Reserving vouchers past `valid_until` that still hold places (a sweep's fallback to their lapse jobs). */
export function lapsedReservations(db: DB, eventId: number, limit: number) {
  return db.selectFrom('vouchers').select('id').where('event_id', '=', eventId).where('reserved', '>', 0).where('valid_until', '<=', new Date()).limit(limit).execute();
}

export type WaitingListRow = Selectable<WaitingListTable>;

export function liveWaitingEntry(db: DB, eventId: number, userId: number): Promise<WaitingListRow | undefined> {
  return db.selectFrom('waiting_list').selectAll().where('event_id', '=', eventId).where('user_id', '=', userId).where('state', 'in', ['waiting', 'offered']).executeTakeFirst();
}

/** A new entry at the end of the queue; undefined when the user has one already (the partial unique index). */
export async function insertWaitingEntry(db: DB, eventId: number, userId: number, ticketTypeId: number | null): Promise<WaitingListRow | undefined> {
  return db
    .insertInto('waiting_list')
    .values({ event_id: eventId, user_id: userId, ticket_type_id: ticketTypeId })
    .onConflict((oc) => oc.columns(['event_id', 'user_id']).where('state', 'in', ['waiting', 'offered']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** 1 + the waiting entries ahead of this one. */
export async function waitingPosition(db: DB, entry: WaitingListRow): Promise<number> {
  const row = await db
    .selectFrom('waiting_list')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('event_id', '=', entry.event_id)
    .where('state', '=', 'waiting')
    .where('id', '<', entry.id)
    .executeTakeFirstOrThrow();
  return Number(row.n) + 1;
}

export async function setWaitingState(db: DB, id: number, from: WaitingListState[], to: WaitingListState, extra: Partial<Pick<WaitingListRow, 'voucher_id' | 'offered_at' | 'offer_expires_at'>> = {}): Promise<boolean> {
  const row = await db
    .updateTable('waiting_list')
    .set({ state: to, updated_at: new Date(), ...extra })
    .where('id', '=', id)
    .where('state', 'in', from)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Advisory lock class (two-int form) of an event's waiting-list offers. */
const LOCK_WAITING_LIST = 2413;

/**
 * The next waiting entry after `afterId`, locked, in the caller's transaction. The event's offers are taken one at a
 * time on every node (an advisory transaction lock, taken first, before any row): a second looker waits for the first
 * one's commit and then sees its entry offered, so a place always goes to the first in line. (Skipping the entries
 * another looker had locked let the second in line get the place when the first looker's claim came later: seen once
 * in a PostgreSQL run of test/sales/waiting-list.test.ts.)
 */
export async function nextWaitingEntry(trx: DB, eventId: number, afterId: number): Promise<WaitingListRow | undefined> {
  await sql`select pg_advisory_xact_lock(${LOCK_WAITING_LIST}, ${eventId})`.execute(trx);
  return trx
    .selectFrom('waiting_list')
    .selectAll()
    .where('event_id', '=', eventId)
    .where('state', '=', 'waiting')
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
}

export function waitingEntryByVoucher(db: DB, voucherId: number): Promise<WaitingListRow | undefined> {
  return db.selectFrom('waiting_list').selectAll().where('voucher_id', '=', voucherId).where('state', '=', 'offered').executeTakeFirst();
}

/** The queue for organizers: live entries first in queue order, then the history, newest first; with names and the offer's use. */
export function listWaitingList(db: DB, eventId: number, limit: number) {
  return db
    .selectFrom('waiting_list as w')
    .innerJoin('users as u', 'u.id', 'w.user_id')
    .leftJoin('vouchers as v', 'v.id', 'w.voucher_id')
    .select(['w.id', 'w.user_id', 'w.ticket_type_id', 'w.state', 'w.created_at', 'w.offered_at', 'w.offer_expires_at', 'u.name', 'u.surname', 'v.code as voucher_code', 'v.used as voucher_used'])
    .where('w.event_id', '=', eventId)
    .orderBy(sql`case when w.state in ('waiting', 'offered') then 0 else 1 end`)
    .orderBy(sql`case when w.state in ('waiting', 'offered') then w.id else -w.id end`)
    .limit(limit)
    .execute();
}

/** What the waiting list needs of an event. */
export function waitingListEvent(db: DB, id: number) {
  return db.selectFrom('events').select(['id', 'slug', 'name', 'organization_id', 'canceled_at', 'sales_deadline', 'waiting_list_enabled']).where('id', '=', id).executeTakeFirst();
}
