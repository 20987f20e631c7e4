import type { DB } from '../../storage/database.js';
import type { Transaction } from 'kysely';
import type { Database } from '../../storage/schema.js';
import {
  consumeDiscount,
  findAdOrder,
  findAdOrderById,
  findDiscountByCode,
  findPackage,
  insertDiscount,
  insertOrder,
  listDiscounts,
  lockAdOrder,
  markAdOrderPaid,
  packageItems,
  type DiscountRow,
  type OrderRow,
} from '../../storage/repositories/advertising.js';
import type { AdvertisingPayments } from '../sales/service.js';
import type { PaymentItem } from '../sales/schemas.js';
import { isUniqueViolation } from '../../storage/pg-errors.js';
import { AppError, conflict, invalid, notFound, unavailable, type ErrorDetail } from '../errors.js';
import { transaction, type ServiceDeps } from '../service.js';
import { pageWindow, type PageRequest } from '../paging.js';
import type { AdvertisingOrderItem, DiscountInput, DiscountItem, RetargetingInput, RetargetingOrderInput, RetargetingQuote } from './schemas.js';

/** The one package the seed names; its items and prices are rows of ad_packages / ad_package_items. */
export const RETARGETING = 'retargeting' as const;

/** Discount codes are matched case-insensitively: stored and looked up in upper case. */
export const normalizeDiscountCode = (code: string) => code.trim().toUpperCase();

const FIELD = 'retargeting';

export function discountAmount(discount: DiscountRow, subtotal: number): number {
  if (discount.percent !== null) return Math.floor((subtotal * discount.percent) / 100);
  return Math.min(discount.amount ?? 0, subtotal);
}

export function checkDiscountUsable(discount: DiscountRow | undefined, now: Date): asserts discount is DiscountRow {
  const field = `${FIELD}.discount_id`;
  if (!discount) throw invalid(field, 'Unknown discount code.', 'unknown_discount');
  if (discount.expires_at && discount.expires_at.getTime() <= now.getTime()) throw invalid(field, 'This discount code has expired.', 'discount_expired');
  if (discount.max_uses !== null && discount.uses >= discount.max_uses) throw invalid(field, 'This discount code has been used up.', 'discount_used_up');
}

/** Prices the selection from the package's rows; unknown items and unusable discounts are 422 naming the field. */
async function quote(db: DB | Transaction<Database>, input: RetargetingInput): Promise<RetargetingQuote & { discountRow: DiscountRow | null }> {
  const [pkg, items, discountRow] = await Promise.all([
    findPackage(db, RETARGETING),
    packageItems(db, RETARGETING),
    input.discount_id ? findDiscountByCode(db, normalizeDiscountCode(input.discount_id)) : Promise.resolve(null),
  ]);
  if (!pkg) throw unavailable('package_unavailable', 'The retargeting package is not available.', 60);
  const prices = new Map(items.map((i) => [i.code, i.price]));
  const errors: ErrorDetail[] = [];
  input.list.forEach((code, i) => {
    if (!prices.has(code)) {
      errors.push({ code: 'unknown_item', message: `"${code}" is not an item of the retargeting package; items: ${items.map((x) => x.code).join(', ')}.`, field: `${FIELD}.list.${i}` });
    }
  });
  if (discountRow !== null) {
    try {
      checkDiscountUsable(discountRow, new Date());
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      errors.push(...err.details);
    }
  }
  if (errors.length) throw AppError.many('invalid', errors);
  const chosen = input.list.map((code) => ({ code, price: prices.get(code)! }));
  const subtotal = chosen.reduce((sum, item) => sum + item.price, 0);
  const discount = discountRow ? discountAmount(discountRow, subtotal) : 0;
  return {
    package: RETARGETING,
    items: chosen,
    subtotal,
    discount,
    total: subtotal - discount,
    discount_id: discountRow?.code ?? null,
    discountRow: discountRow ?? null,
  };
}

export const discountView = (d: DiscountRow): DiscountItem => ({
  id: d.id,
  code: d.code,
  percent: d.percent,
  amount: d.amount,
  expires_at: d.expires_at ? d.expires_at.toISOString() : null,
  max_uses: d.max_uses,
  uses: d.uses,
  created_at: d.created_at.toISOString(),
});

export interface AdvertisingService {
  calculateRetargeting(userId: number, slug: string, input: RetargetingInput): Promise<RetargetingQuote>;
  orderRetargeting(userId: number, slug: string, input: RetargetingOrderInput, baseUrl: string): Promise<AdvertisingOrderItem>;
  getRetargetingOrder(userId: number, slug: string, id: number): Promise<AdvertisingOrderItem>;
  payRetargetingOrder(userId: number, slug: string, id: number, providerName: string | undefined, baseUrl: string): Promise<PaymentItem>;
  confirmManualPayment(id: number): Promise<AdvertisingOrderItem>;
  createDiscount(input: DiscountInput): Promise<DiscountItem>;
  discountsPage(page: PageRequest): Promise<{ items: DiscountItem[]; total: number }>;
}

export interface AdvertisingServiceDeps extends ServiceDeps {
  /** The payment half (server/sales/service.ts): the same providers and attempts as ticket orders (CONTRACT 15). */
  payments: AdvertisingPayments;
}

function presentAdOrder(order: OrderRow, q: Pick<RetargetingQuote, 'items' | 'discount_id'>, payment: PaymentItem | null): AdvertisingOrderItem {
  return {
    id: order.id,
    event_id: order.event_id,
    package: RETARGETING,
    items: q.items,
    subtotal: order.subtotal,
    discount: order.discount,
    total: order.total,
    discount_id: q.discount_id,
    status: order.status,
    created_at: order.created_at.toISOString(),
    paid_at: order.paid_at ? order.paid_at.toISOString() : null,
    payment,
  };
}

export function createAdvertisingService(deps: AdvertisingServiceDeps): AdvertisingService {
  const { db, access, payments } = deps;

  async function calculateRetargeting(userId: number, slug: string, input: RetargetingInput): Promise<RetargetingQuote> {
    await access.requireOrganizerEvent(userId, slug);
    const { discountRow: _unused, ...result } = await quote(db, input);
    return result;
  }

  /**
   * Places an order at the current prices. The discount is used inside the same transaction by a conditional
   * UPDATE, so its usage limit holds under concurrent orders (the loser gets 422 and nothing is written).
   * The payment (CONTRACT 15): an order above 0 gets a payment attempt in the same transaction, created at the
   * provider after commit (its `action` is what the buyer follows); an order of 0 is paid at once.
   */
  async function orderRetargeting(userId: number, slug: string, input: RetargetingOrderInput, baseUrl: string): Promise<AdvertisingOrderItem> {
    const event = await access.requireOrganizerEvent(userId, slug);
    const providerName = payments.provider(input.provider);
    const placed = await transaction(db, async (trx) => {
      const q = await quote(trx, input.retargeting);
      if (q.discountRow) {
        const used = await consumeDiscount(trx, q.discountRow.id);
        if (!used) {
          const field = `${FIELD}.discount_id`;
          throw invalid(field, 'This discount code has been used up or has expired.', 'discount_used_up');
        }
      }
      let order = await insertOrder(
        trx,
        { event_id: event.id, package_code: q.package, user_id: userId, discount_id: q.discountRow?.id ?? null, subtotal: q.subtotal, discount: q.discount, total: q.total },
        q.items,
      );
      if (order.total === 0) order = (await markAdOrderPaid(trx, order.id)) ?? order;
      const attempt = order.total > 0 ? await payments.open(trx, order.id, providerName, order.total) : undefined;
      return { order, q, attempt };
    });
    const payment = placed.attempt ? await payments.start(placed.attempt, placed.order.id, baseUrl) : null;
    return presentAdOrder(placed.order, placed.q, payment);
  }

  /** The order with its newest payment attempt (organizers of the event); another event's order is 404. */
  async function getRetargetingOrder(userId: number, slug: string, id: number): Promise<AdvertisingOrderItem> {
    const event = await access.requireOrganizerEvent(userId, slug);
    const order = await findAdOrder(db, event.id, id);
    if (!order) throw notFound('Advertising order');
    return presentAdOrder(order, { items: order.items, discount_id: order.discount_code }, await payments.latest(order.id));
  }

  /** A new attempt on a pending order (the last one failed or the buyer picks another provider). */
  async function payRetargetingOrder(userId: number, slug: string, id: number, name: string | undefined, baseUrl: string): Promise<PaymentItem> {
    const event = await access.requireOrganizerEvent(userId, slug);
    const providerName = payments.provider(name);
    const attempt = await transaction(db, async (trx) => {
      if (!(await findAdOrder(trx, event.id, id))) throw notFound('Advertising order');
      const order = (await lockAdOrder(trx, id))!;
      if (order.status !== 'pending') throw conflict('order_not_pending', 'Only a pending order takes a payment.');
      return payments.open(trx, order.id, providerName, order.total);
    });
    return payments.start(attempt, id, baseUrl);
  }

  /** An administrator confirms the order's `manual` attempt (the route is `auth: 'admin'`). */
  async function confirmManualPayment(id: number): Promise<AdvertisingOrderItem> {
    const found = await findAdOrderById(db, id);
    if (!found) throw notFound('Advertising order');
    if (found.status !== 'pending') throw conflict('order_not_pending', 'The order is not pending (already paid).');
    await payments.confirmManual(id);
    const order = (await findAdOrder(db, found.event_id, id))!;
    return presentAdOrder(order, { items: order.items, discount_id: order.discount_code }, await payments.latest(id));
  }

  async function createDiscount(input: DiscountInput): Promise<DiscountItem> {
    try {
      const row = await insertDiscount(db, {
        code: normalizeDiscountCode(input.code),
        percent: input.percent ?? null,
        amount: input.amount ?? null,
        expires_at: input.expires_at ?? null,
        max_uses: input.max_uses ?? null,
      });
      return discountView(row);
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict('discount_exists', 'A discount with this code already exists.', 'code');
      throw err;
    }
  }

  async function discountsPage(page: PageRequest) {
    const { rows, total } = await listDiscounts(db, { ...pageWindow(page) });
    return { items: rows.map(discountView), total };
  }

  return { calculateRetargeting, orderRetargeting, getRetargetingOrder, payRetargetingOrder, confirmManualPayment, createDiscount, discountsPage };
}
