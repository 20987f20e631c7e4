import { describe, expect, it } from 'vitest';
import { canonicalJson, includedTax, newVoucherCode, priceLines, requestHash, saleWindow, ticketStatus, unitDiscount, voucherApplies, windowState } from '../../server/sales/rules.js';

describe('sale rules', () => {
  const now = new Date('2026-12-10T12:00:00Z');
  it('a type’s window: its own, else the event’s deadline; status from the window and remaining', () => {
    const deadline = new Date('2026-12-11T00:00:00Z');
    expect(saleWindow({ sales_start: null, sales_end: null }, deadline)).toEqual({ sales_start: null, sales_end: deadline });
    expect(windowState({ sales_start: new Date('2026-12-11T00:00:00Z'), sales_end: null }, now)).toBe('not_yet');
    expect(windowState({ sales_start: null, sales_end: now }, now)).toBe('ended');
    expect(ticketStatus({ sales_start: null, sales_end: null }, 0, now)).toBe('sold_out');
    expect(ticketStatus({ sales_start: null, sales_end: null }, null, now)).toBe('on_sale');
    expect(ticketStatus({ sales_start: null, sales_end: new Date('2026-12-01T00:00:00Z') }, 0, now)).toBe('ended');
  });

  it('discounts never exceed the price; tax is the included share', () => {
    expect(unitDiscount(1000, { kind: 'percent', value: 33 })).toBe(330);
    expect(unitDiscount(1000, { kind: 'amount', value: 5000 })).toBe(1000);
    expect(unitDiscount(1000, { kind: 'price', value: 200 })).toBe(800);
    expect(unitDiscount(100, { kind: 'price', value: 500 })).toBe(0);
    expect(includedTax(1_090_000, 9)).toBe(90_000);
    expect(includedTax(0, 9)).toBe(0);
    const { lines, total } = priceLines(
      [
        { ticket_type_id: 1, name: 'A', quantity: 2, price: 1000, tax_rate: 0, discounted: true },
        { ticket_type_id: 2, name: 'B', quantity: 1, price: 1090, tax_rate: 9, discounted: false },
      ],
      { kind: 'percent', value: 50 },
    );
    expect(lines).toEqual([
      { ticket_type_id: 1, name: 'A', quantity: 2, unit_price: 1000, discount: 1000, tax: 0 },
      { ticket_type_id: 2, name: 'B', quantity: 1, unit_price: 1090, discount: 0, tax: 90 },
    ]);
    expect(total).toBe(2090);
    expect(voucherApplies(null, 5)).toBe(true);
    expect(voucherApplies([1, 2], 5)).toBe(false);
  });

  it('the idempotency hash ignores key order; generated codes are 16 unambiguous characters', () => {
    expect(canonicalJson({ b: 1, a: [{ y: 2, x: 1 }] })).toBe('{"a":[{"x":1,"y":2}],"b":1}');
    expect(requestHash({ a: 1, b: 2 })).toBe(requestHash({ b: 2, a: 1 }));
    expect(requestHash({ a: 1 })).not.toBe(requestHash({ a: 2 }));
    const codes = new Set(Array.from({ length: 1000 }, newVoucherCode));
    expect(codes.size).toBe(1000);
    for (const c of codes) expect(c).toMatch(/^[2-9A-HJ-NP-Z]{16}$/);
  });
});
