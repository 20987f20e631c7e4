import { stringify } from 'csv-stringify/sync';
import { neutraliseCell } from '../organizer-ops/csv.js';
import type { EventOrderRow } from '../../storage/repositories/sales.js';
import type { OrderItem, VoucherItem } from './schemas.js';

/** CSV as the attendee export writes it: UTF-8, header row, CRLF, formula cells prefixed with `'` (server/organizer-ops/csv.ts). */
function toCsv(columns: string[], records: string[][]): string {
  return stringify(records, { header: true, columns, record_delimiter: 'windows', quoted_match: /;/, cast: { string: neutraliseCell } });
}

export const VOUCHER_CSV_COLUMNS = ['code', 'discount_kind', 'discount_value', 'max_uses', 'used', 'valid_until', 'ticket_ids', 'unlocks_hidden'];

export async function voucherCsv(items: VoucherItem[]): Promise<string> {
  return toCsv(
    VOUCHER_CSV_COLUMNS,
    items.map((v) => {
      const [kind, value] = Object.entries(v.discount)[0]!;
      return [v.code, kind, String(value), String(v.max_uses), String(v.used), v.valid_until ?? '', (v.ticket_ids ?? []).join(' '), String(v.unlocks_hidden)];
    }),
  );
}

export const ORDER_CSV_COLUMNS = ['code', 'status', 'created_at', 'paid_at', 'total', 'currency', 'tickets', 'email', 'buyer_name', 'buyer_surname', 'mobile', 'items'];

export async function orderCsv(rows: EventOrderRow[], items: OrderItem[]): Promise<string> {
  return toCsv(
    ORDER_CSV_COLUMNS,
    rows.map((r, i) => {
      const o = items[i]!;
      const buyer = (r.buyer ?? null) as { name?: string; surname?: string } | null;
      return [
        r.code,
        r.status,
        r.created_at.toISOString(),
        r.paid_at?.toISOString() ?? '',
        String(r.total),
        r.currency,
        String(o.items.reduce((n, l) => n + l.quantity, 0)),
        r.email,
        buyer?.name ?? r.buyer_name,
        buyer?.surname ?? r.buyer_surname,
        r.buyer_mobile,
        o.items.map((l) => `${l.quantity} x ${l.name}`).join('; '),
      ];
    }),
  );
}
