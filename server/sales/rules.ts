import { createHash, randomBytes } from 'node:crypto';

/**
 * The sale's pure rules (CONTRACT 15): what a ticket type's status is, what an order costs, which vouchers apply.
 * Unit-tested in test/sales/rules.test.ts; the service feeds them rows read in the order's transaction.
 */

export interface SaleWindow {
  sales_start: Date | null;
  sales_end: Date | null;
}

/** The type's own window; without `sales_end` the event's sales deadline ends it. */
export function saleWindow(type: SaleWindow, eventDeadline: Date | null): SaleWindow {
  return { sales_start: type.sales_start, sales_end: type.sales_end ?? eventDeadline };
}

export function windowState(window: SaleWindow, now: Date): 'not_yet' | 'ended' | 'open' {
  if (window.sales_start && now.getTime() < window.sales_start.getTime()) return 'not_yet';
  if (window.sales_end && now.getTime() >= window.sales_end.getTime()) return 'ended';
  return 'open';
}

export function ticketStatus(window: SaleWindow, remaining: number | null, now: Date): 'on_sale' | 'sold_out' | 'not_yet' | 'ended' {
  const state = windowState(window, now);
  if (state !== 'open') return state;
  return remaining !== null && remaining <= 0 ? 'sold_out' : 'on_sale';
}

export type Discount = { kind: 'percent' | 'amount' | 'price'; value: number };

/** The discount on one ticket of `price`: never more than the price, never negative. */
export function unitDiscount(price: number, discount: Discount | null): number {
  if (!discount) return 0;
  if (discount.kind === 'percent') return Math.floor((price * discount.value) / 100);
  if (discount.kind === 'amount') return Math.min(price, discount.value);
  return Math.max(0, price - discount.value);
}

/** Tax included in `gross` at `rate` percent, rounded to the smallest unit. */
export function includedTax(gross: number, rate: number): number {
  if (rate <= 0 || gross <= 0) return 0;
  return Math.round((gross * rate) / (100 + rate));
}

export interface PricedLine {
  ticket_type_id: number;
  name: string;
  quantity: number;
  unit_price: number;
  discount: number;
  tax: number;
}

export interface LineInput {
  ticket_type_id: number;
  name: string;
  quantity: number;
  price: number;
  tax_rate: number;
  /** The voucher applies to this line. */
  discounted: boolean;
}

/** Lines priced by the server: `discount` and `tax` are per line (all its tickets). */
export function priceLines(lines: LineInput[], discount: Discount | null): { lines: PricedLine[]; total: number } {
  let total = 0;
  const priced = lines.map((l) => {
    const perTicket = l.discounted ? unitDiscount(l.price, discount) : 0;
    const gross = (l.price - perTicket) * l.quantity;
    total += gross;
    return { ticket_type_id: l.ticket_type_id, name: l.name, quantity: l.quantity, unit_price: l.price, discount: perTicket * l.quantity, tax: includedTax(gross, l.tax_rate) };
  });
  return { lines: priced, total };
}

/** Whether a voucher limited to `ticketIds` (null: every type) applies to a type. */
export const voucherApplies = (ticketIds: number[] | null, ticketTypeId: number): boolean => ticketIds === null || ticketIds.includes(ticketTypeId);

const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** `length` characters from an unambiguous 32-letter alphabet (5 bits each, from the CSPRNG). */
export function randomCode(length: number): string {
  const bytes = randomBytes(length);
  let code = '';
  for (const b of bytes) code += ALPHABET[b & 31];
  return code;
}

/** An order's code: 10 characters, ~50 bits. */
export const newOrderCode = (): string => randomCode(10);
/** A generated voucher code: 16 characters, 80 bits: not to be guessed. */
export const newVoucherCode = (): string => randomCode(16);

/** JSON with object keys sorted: the same body in any key order gives the same text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value instanceof Date ? value.toISOString() : value);
}

/** What an idempotency key is bound to: the hash of the request's validated body. */
export const requestHash = (body: unknown): string => createHash('sha256').update(canonicalJson(body)).digest('hex');

/** Whether `zone` is an IANA time zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
