import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import type { LimiterFactory } from '../../infra/rate-limits.js';
import type { EventRow } from '../../storage/repositories/events.js';
import { findUserByEmail } from '../../storage/repositories/sales.js';
import { seatedTypeIds } from '../../storage/repositories/seating.js';
import { findValidTicketOf, listTicketTypes, lockTicketHolder, type TicketTypeRow } from '../../storage/repositories/tickets.js';
import { findOrCreateUserByMobile } from '../../storage/repositories/users.js';
import { claimOrganizerPlace, issueTicketIn } from '../catalogue/manage.js';
import type { ReadCache } from '../catalogue/read-cache.js';
import { AppError, conflict, invalid, tooLarge } from '../errors.js';
import { mobileHint, normalizeMobile } from '../identity/mobile.js';
import { transaction, type ServiceDeps } from '../service.js';
import type { Notifier } from '../ports.js';
import type { AttendeeImportResultItem, AttendeeImportRowItem } from './schemas.js';

/** The largest CSV body taken (413 before it is read when `Content-Length` says more, else when the stream passes it). */
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;
/** The most data rows in one file (CONTRACT 18: 10,000; more → 422 before anything is issued). */
export const IMPORT_MAX_ROWS = 10_000;
/** Imports an organization may start an hour (every upload that passed authorization counts). */
export const IMPORTS_PER_HOUR = 30;

/** The header names understood (case-insensitive; `ticket` and `ticket_type` are read as `ticket_name`). */
export const IMPORT_COLUMNS = ['mobile', 'name', 'surname', 'email', 'ticket_id', 'ticket_name'] as const;
type Column = (typeof IMPORT_COLUMNS)[number];
const ALIASES: Record<string, Column> = { ticket: 'ticket_name', ticket_type: 'ticket_name', ticket_type_id: 'ticket_id', phone: 'mobile', e_mail: 'email' };

/**
 * A cell a spreadsheet would run as a formula: one starting with =, +, -, @ (or their full-width forms), a tab or a
 * carriage return, also behind invisible characters. Names and e-mail addresses like that are refused (`formula_cell`),
 * so nothing imported can turn into a formula in any later export; mobiles are normalised to E.164 instead.
 */
const FORMULA_START = /^[\s\p{Cf}\p{Z}]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|^[\t\r]/u;
const emailShape = z.email().max(254);

export interface ImportTarget {
  event: EventRow;
}

export interface AttendeeImportService {
  /**
   * Settles who may import before a byte of the body is read: the caller must organize the event (404 unknown
   * event, 403 otherwise), the event must not be canceled (409 `event_canceled`), a declared body above
   * IMPORT_MAX_BYTES is 413, and the organization's hourly budget is spent (429 `rate_limited`).
   */
  begin(userId: number, slug: string, declaredBytes: number | undefined): Promise<ImportTarget>;
  /** Reads the CSV (422 for a bad file, an unknown column or more than IMPORT_MAX_ROWS rows) and issues a ticket per row. */
  importCsv(target: ImportTarget, text: string): Promise<AttendeeImportResultItem>;
}

export interface AttendeeImportServiceDeps extends ServiceDeps {
  cache: ReadCache;
  limiter: LimiterFactory;
  /** Imported tickets change the event's check-in figures (`checkins:progress`: its total). */
  notifier: Pick<Notifier, 'checkins'>;
}

interface ParsedRow {
  row: number;
  cells: Partial<Record<Column, string>>;
}

/** The delimiter the header line uses: `,` unless the header has none and has `;` or a tab (spreadsheets in some locales). */
function delimiterOf(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  if (header.includes(',')) return ',';
  if (header.includes(';')) return ';';
  if (header.includes('\t')) return '\t';
  return ',';
}

/** The header and rows of the file; 422 naming what is wrong. */
export function parseImportCsv(text: string): ParsedRow[] {
  let records: string[][];
  try {
    records = parse(text, { bom: true, delimiter: delimiterOf(text.replace(/^\uFEFF/, '')), skip_empty_lines: true, trim: true, max_record_size: 64 * 1024 }) as string[][];
  } catch (err) {
    const line = (err as { lines?: number }).lines;
    throw invalid('body', `The file is not valid CSV${line ? ` (line ${line})` : ''}: ${(err as Error).message.replace(/^Invalid [^:]*: /, '')}`);
  }
  const [header, ...rows] = records;
  if (!header) throw invalid('body', `The file is empty: give a header row naming the columns (${IMPORT_COLUMNS.join(', ')}) and a row per attendee.`);
  const columns: Column[] = header.map((raw, i) => {
    const name = raw.trim().toLowerCase().replace(/[\s-]+/g, '_');
    const column = (IMPORT_COLUMNS as readonly string[]).includes(name) ? (name as Column) : ALIASES[name];
    if (!column) throw invalid('header', `Unknown column "${raw.slice(0, 60)}" (column ${i + 1}); the columns are ${IMPORT_COLUMNS.join(', ')}.`);
    return column;
  });
  const seen = new Set<Column>();
  for (const c of columns) {
    if (seen.has(c)) throw invalid('header', `The column ${c} is given twice.`);
    seen.add(c);
  }
  if (!seen.has('mobile') && !seen.has('email')) throw invalid('header', 'The header needs a mobile or an email column (or both).');
  if (seen.has('ticket_id') && seen.has('ticket_name')) throw invalid('header', 'Give ticket_id or ticket_name, not both.');
  if (rows.length === 0) throw invalid('body', 'The file has a header but no rows.');
  if (rows.length > IMPORT_MAX_ROWS) throw invalid('body', `At most ${IMPORT_MAX_ROWS} rows a file (this one has ${rows.length}); split it.`);
  return rows.map((cells, i) => ({
    row: i + 2,
    cells: Object.fromEntries(columns.map((c, j) => [c, cells[j] ?? ''])) as Partial<Record<Column, string>>,
  }));
}

class Refusal extends Error {
  constructor(
    readonly code: NonNullable<AttendeeImportRowItem['code']>,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The CSV attendee import (CONTRACT 18): each row issues a ticket through the same claim as an organizer-issued
 * ticket (server/catalogue/manage.ts claimOrganizerPlace), each in its own transaction, so capacity, ticket types'
 * and quotas' sizes are never exceeded and a full type refuses only its own rows. A person who already holds a valid
 * ticket of the row's type is `present` (importing the same file twice issues nothing new, also when both run at once:
 * the person's row is locked while their ticket is looked for).
 */
export function createAttendeeImportService(deps: AttendeeImportServiceDeps): AttendeeImportService {
  const { db, access, cache } = deps;
  const budget = deps.limiter('attendee-import', { points: IMPORTS_PER_HOUR, duration: 3600, message: `An organization may import ${IMPORTS_PER_HOUR} files an hour; try again later.` });

  async function begin(userId: number, slug: string, declaredBytes: number | undefined): Promise<ImportTarget> {
    const event = await access.requireOrganizerEvent(userId, slug);
    if (event.canceled_at) throw conflict('event_canceled', 'The event is canceled; no tickets can be issued.');
    if (declaredBytes !== undefined && declaredBytes > IMPORT_MAX_BYTES) throw tooLarge(`The file may be at most ${IMPORT_MAX_BYTES} bytes; split it.`, 'body');
    await budget.consume(String(event.organization_id));
    return { event };
  }

  function ticketTypeOf(cells: ParsedRow['cells'], types: TicketTypeRow[]): number | null {
    const byId = cells.ticket_id?.trim();
    const byName = cells.ticket_name?.trim();
    let type: TicketTypeRow | undefined;
    if (byId) {
      if (!/^[0-9]{1,10}$/.test(byId)) throw new Refusal('ticket_unknown', `"${byId.slice(0, 20)}" is not a ticket type id.`);
      type = types.find((t) => t.id === Number(byId));
      if (!type) throw new Refusal('ticket_unknown', `No ticket type ${byId} belongs to the event.`);
    } else if (byName) {
      const named = types.filter((t) => t.name.trim().toLowerCase() === byName.toLowerCase());
      if (named.length > 1) throw new Refusal('ticket_ambiguous', `${named.length} ticket types are called "${byName.slice(0, 60)}"; give ticket_id instead.`);
      type = named[0];
      if (!type) throw new Refusal('ticket_unknown', `No ticket type of the event is called "${byName.slice(0, 60)}".`);
    }
    return type?.id ?? null;
  }

  async function importRow(event: EventRow, r: ParsedRow, types: TicketTypeRow[], seated: Set<number>): Promise<AttendeeImportRowItem> {
    const refused = (code: NonNullable<AttendeeImportRowItem['code']>, message: string, ticketId: number | null = null): AttendeeImportRowItem => ({
      row: r.row,
      status: 'refused',
      attendee_id: null,
      ticket_id: ticketId,
      code,
      message,
    });
    let ticketId: number | null = null;
    try {
      const { mobile: rawMobile = '', email: rawEmail = '', name = '', surname = '' } = r.cells;
      for (const [field, value] of [['name', name], ['surname', surname], ['email', rawEmail]] as const) {
        if (FORMULA_START.test(value)) throw new Refusal('formula_cell', `The ${field} starts like a spreadsheet formula (=, +, - or @).`);
      }
      if (name.length > 100 || surname.length > 100) throw new Refusal('too_long', 'A name or surname is longer than 100 characters.');
      ticketId = ticketTypeOf(r.cells, types);
      if (ticketId !== null && seated.has(ticketId)) throw new Refusal('ticket_seated', 'This ticket type is seated: its seats are sold through orders.');
      if (!rawMobile && !rawEmail) throw new Refusal('contact_missing', 'The row has neither a mobile nor an e-mail address.');
      let mobile: string | null = null;
      if (rawMobile) {
        mobile = normalizeMobile(rawMobile);
        if (!mobile) throw new Refusal('mobile_invalid', `The mobile must be ${mobileHint()}.`);
      }
      if (rawEmail && !emailShape.safeParse(rawEmail).success) throw new Refusal('email_invalid', 'The e-mail address is not valid.');
      const typeId = ticketId;
      return await transaction(db, async (trx) => {
        let userId: number;
        if (mobile) userId = (await findOrCreateUserByMobile(trx, mobile, { name, surname })).id;
        else {
          const found = await findUserByEmail(trx, rawEmail);
          if (!found) throw new Refusal('email_unknown', 'No account has this e-mail address; give the person’s mobile to create one.');
          userId = found.id;
        }
        await lockTicketHolder(trx, userId);
        const held = await findValidTicketOf(trx, event.id, userId, typeId);
        if (held) return { row: r.row, status: 'present' as const, attendee_id: held, ticket_id: typeId, code: null, message: null };
        await claimOrganizerPlace(trx, event.id, typeId);
        const ticket = await issueTicketIn(trx, event, userId, typeId);
        return { row: r.row, status: 'created' as const, attendee_id: ticket.code, ticket_id: typeId, code: null, message: null };
      });
    } catch (err) {
      if (err instanceof Refusal) return refused(err.code, err.message, ticketId);
      if (err instanceof AppError && (err.code === 'sold_out' || err.code === 'ticket_sold_out')) return refused(err.code, err.message, ticketId);
      throw err;
    }
  }

  async function importCsv({ event }: ImportTarget, text: string): Promise<AttendeeImportResultItem> {
    const rows = parseImportCsv(text);
    const types = await listTicketTypes(db, event.id);
    const seated = await seatedTypeIds(db, event.id);
    const results: AttendeeImportRowItem[] = [];
    for (const r of rows) results.push(await importRow(event, r, types, seated));
    const count = (status: AttendeeImportRowItem['status']) => results.filter((r) => r.status === status).length;
    const created = count('created');
    // Issued tickets can make the event sold out.
    if (created > 0) {
      await cache.changed();
      deps.notifier.checkins(event.id);
    }
    return { created, present: count('present'), refused: count('refused'), rows: results };
  }

  return { begin, importCsv };
}
