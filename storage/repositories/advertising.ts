import { sql, type Selectable, type Transaction } from 'kysely';
import type { DB } from '../database.js';
import type { AdOrderStatus, Database, DiscountsTable, PaymentStatus, PaymentsTable } from '../schema.js';
import { inSequence } from '../sequence.js';

type Executor = DB | Transaction<Database>;
export type DiscountRow = Selectable<DiscountsTable>;

export function findPackage(db: Executor, code: string): Promise<{ code: string; name: string } | undefined> {
  return db.selectFrom('ad_packages').select(['code', 'name']).where('code', '=', code).executeTakeFirst();
}

/** The package's active items, in display order. */
export function packageItems(db: Executor, packageCode: string): Promise<Array<{ code: string; price: number }>> {
  return db
    .selectFrom('ad_package_items')
    .select(['code', 'price'])
    .where('package_code', '=', packageCode)
    .where('active', '=', true)
    .orderBy('position')
    .execute();
}

export function findDiscountByCode(db: Executor, code: string): Promise<DiscountRow | undefined> {
  return db.selectFrom('discounts').selectAll().where('code', '=', code).executeTakeFirst();
}

/**
 * Uses the discount once, atomically: the row changes only while it is unexpired and under its limit, so two
 * orders racing for the last use get one row back between them. Undefined when nothing was left to use.
 */
export function consumeDiscount(trx: Executor, id: number): Promise<DiscountRow | undefined> {
  return trx
    .updateTable('discounts')
    .set({ uses: sql`uses + 1` })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('max_uses', 'is', null), eb('uses', '<', eb.ref('max_uses'))]))
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', sql<Date>`now()`)]))
    .returningAll()
    .executeTakeFirst();
}

export function insertDiscount(
  db: Executor,
  values: { code: string; percent: number | null; amount: number | null; expires_at: Date | null; max_uses: number | null },
): Promise<DiscountRow> {
  return db.insertInto('discounts').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function listDiscounts(db: DB, page: { limit: number; offset: number }): Promise<{ rows: DiscountRow[]; total: number }> {
  const [rows, count] = await inSequence(
    () => db.selectFrom('discounts').selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
    () => db.selectFrom('discounts').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  );
  return { rows, total: count.n };
}

export interface OrderRow {
  id: number;
  event_id: number;
  package_code: string;
  subtotal: number;
  discount: number;
  total: number;
  status: AdOrderStatus;
  created_at: Date;
  paid_at: Date | null;
}

const ORDER_COLUMNS = ['id', 'event_id', 'package_code', 'subtotal', 'discount', 'total', 'status', 'created_at', 'paid_at'] as const;

export async function insertOrder(
  trx: Executor,
  order: { event_id: number; package_code: string; user_id: number; discount_id: number | null; subtotal: number; discount: number; total: number },
  items: Array<{ code: string; price: number }>,
): Promise<OrderRow> {
  const row = await trx
    .insertInto('ad_orders')
    .values(order)
    .returning([...ORDER_COLUMNS])
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('ad_order_items')
    .values(items.map((item, i) => ({ order_id: row.id, position: i + 1, item_code: item.code, price: item.price })))
    .execute();
  return row;
}

/** One advertising order of an event, with its items as priced and its discount's code. */
export async function findAdOrder(
  db: Executor,
  eventId: number,
  id: number,
): Promise<(OrderRow & { items: Array<{ code: string; price: number }>; discount_code: string | null }) | undefined> {
  const row = await db
    .selectFrom('ad_orders as o')
    .leftJoin('discounts as d', 'd.id', 'o.discount_id')
    .select(ORDER_COLUMNS.map((c) => `o.${c}` as const))
    .select('d.code as discount_code')
    .where('o.id', '=', id)
    .where('o.event_id', '=', eventId)
    .executeTakeFirst();
  if (!row) return undefined;
  const items = await db.selectFrom('ad_order_items').select(['item_code as code', 'price']).where('order_id', '=', id).orderBy('position').execute();
  return { ...row, items };
}

export function findAdOrderById(db: Executor, id: number): Promise<OrderRow | undefined> {
  return db.selectFrom('ad_orders').select([...ORDER_COLUMNS]).where('id', '=', id).executeTakeFirst();
}

/**
 * The order becomes `paid` once: only a `pending` row changes, so a duplicated or replayed confirmation (or one for
 * a second attempt) finds nothing to change and gets undefined.
 */
export function markAdOrderPaid(trx: Executor, id: number): Promise<OrderRow | undefined> {
  return trx
    .updateTable('ad_orders')
    .set({ status: 'paid', paid_at: sql<Date>`now()` as never })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returning([...ORDER_COLUMNS])
    .executeTakeFirst();
}

export function lockAdOrder(trx: Executor, id: number): Promise<OrderRow | undefined> {
  return trx.selectFrom('ad_orders').select([...ORDER_COLUMNS]).where('id', '=', id).forUpdate().executeTakeFirst();
}

export type AdPaymentRow = Selectable<PaymentsTable>;

export function insertAdPayment(trx: Executor, values: { advertising_order_id: number; provider: string; status: PaymentStatus; amount: number }): Promise<AdPaymentRow> {
  return trx.insertInto('payments').values(values).returningAll().executeTakeFirstOrThrow();
}

/** The newest payment attempt of an advertising order (index payments_advertising_order_idx). */
export function latestAdPayment(db: Executor, adOrderId: number): Promise<AdPaymentRow | undefined> {
  return db.selectFrom('payments').selectAll().where('advertising_order_id', '=', adOrderId).orderBy('id', 'desc').limit(1).executeTakeFirst();
}

/** Open attempts of an advertising order become `canceled` (a new attempt replaces them). */
export async function cancelOpenAdPayments(trx: Executor, adOrderId: number): Promise<void> {
  await trx
    .updateTable('payments')
    .set({ status: 'canceled', updated_at: sql<Date>`now()` as never })
    .where('advertising_order_id', '=', adOrderId)
    .where('status', 'in', ['created', 'pending'])
    .execute();
}
