import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { AttendeeRow } from '../../storage/repositories/organizer-ops.js';

/** The attendee export's columns, in order (the header row). */
export const ATTENDEE_CSV_COLUMNS = ['ticket_code', 'ticket_name', 'status', 'issued_at', 'checked_in_at', 'user_id', 'name', 'surname', 'mobile', 'email', 'seat', 'seat_label', 'seat_section', 'seat_row'];

/** Characters a reader does not see (whitespace, zero-width and other format characters, BOM). */
const INVISIBLE = '[\\s\\p{Cf}\\p{Z}]*';
/**
 * A formula start: at the cell's start, or after a separator a spreadsheet may split on (`;` in locales with a
 * decimal comma, `,`, tab, `|`, a line break), with any invisible characters before it.
 */
const FORMULA = new RegExp(`(?:^|[;,\\t|\\r\\n])${INVISIBLE}[=+\\-@\\uFF1D\\uFF0B\\uFF0D\\uFF20]`, 'u');

/**
 * A cell a spreadsheet would run as a formula is prefixed with a single quote (OWASP "CSV injection"): one that
 * starts with =, +, -, @, tab or carriage return, also behind invisible characters (a zero-width space, a BOM,
 * non-breaking spaces), and one where such a start follows a `;` (`a;=1+1`: a spreadsheet with `;` separators
 * would split the cell there) or another separator. Cells with `;` are also always quoted, so such a spreadsheet
 * keeps them whole. E.164 mobiles start with + and are quoted too: spreadsheets show them as text.
 */
export function neutraliseCell(value: string): string {
  return /^[\t\r]/.test(value) || FORMULA.test(value) ? `'${value}` : value;
}

async function* records(rows: AsyncIterable<AttendeeRow>) {
  for await (const r of rows) {
    // The seat (reserved seating): its id, then the label, section and row the organizer gave it; empty without one.
    const seated = r.seat !== null;
    yield [
      r.code,
      r.ticket_name ?? '',
      r.status,
      r.created_at.toISOString(),
      r.checked_in_at?.toISOString() ?? '',
      String(r.user_id),
      r.name,
      r.surname,
      r.mobile,
      r.email ?? '',
      r.seat ?? '',
      seated ? (r.seat_label ?? r.seat!) : '',
      r.seat_section ?? '',
      r.seat_row ?? '',
    ];
  }
}

/**
 * The rows as a CSV byte stream (UTF-8, header row, CRLF line ends). Rows are pulled from `rows` only as fast as
 * the reader consumes the stream: with a database cursor behind it, memory stays bounded whatever the size.
 */
export function attendeeCsv(rows: AsyncIterable<AttendeeRow>): Readable {
  const csv = stringify({ header: true, columns: ATTENDEE_CSV_COLUMNS, record_delimiter: 'windows', quoted_match: /;/, cast: { string: neutraliseCell } });
  // pipeline: an error on either side, or the reader going away, ends both (and stops the database reads).
  return pipeline(Readable.from(records(rows)), csv, () => undefined);
}
