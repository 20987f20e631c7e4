import { stringify } from 'csv-stringify/sync';
import { neutraliseCell } from '../organizer-ops/csv.js';
import type { LeadItem } from './schemas.js';

/** The leads' exports (CONTRACT 20): CSV with the attendee export's formula escaping, and vCard 4.0 (RFC 6350). */

export const LEAD_CSV_COLUMNS = ['lead_id', 'user_id', 'name', 'surname', 'job_title', 'organization', 'email', 'mobile', 'rating', 'notes', 'answers', 'source', 'captured_by', 'captured_at'];

/** UTF-8, a header row, CRLF line ends; cells a spreadsheet would run as a formula are prefixed with `'`. */
export function leadsCsv(leads: readonly LeadItem[]): string {
  const rows = leads.map((l) => [
    String(l.id),
    String(l.person.id),
    l.person.name,
    l.person.surname,
    l.person.jobTitle ?? '',
    l.person.organization ?? '',
    l.person.email ?? '',
    l.person.mobile ?? '',
    l.rating ?? '',
    l.notes ?? '',
    l.answers.length ? JSON.stringify(l.answers) : '',
    l.source,
    l.captured_by === null ? '' : String(l.captured_by),
    l.captured_at,
  ]);
  return stringify(rows, { header: true, columns: LEAD_CSV_COLUMNS, record_delimiter: 'windows', quoted_match: /;/, cast: { string: neutraliseCell } });
}

/**
 * RFC 6350 3.4: backslash, comma and line breaks in a text value are escaped; a semicolon too in a component of a
 * compound value (N, ORG: `compound`), where it would separate components.
 */
export function escapeVcardText(value: string, compound = false): string {
  const escaped = value.replace(/\\/g, '\\\\').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
  return compound ? escaped.replace(/;/g, '\\;') : escaped;
}

/** RFC 6350 3.2: lines longer than 75 octets are folded (CRLF and a space), never inside a UTF-8 sequence. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    if (octets + size > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

/** One vCard 4.0 per lead (FN, N, ORG, TITLE, EMAIL, TEL only when shared, NOTE with rating and notes, UID). */
export function leadsVcard(leads: readonly LeadItem[]): string {
  const cards = leads.map((l) => {
    const p = l.person;
    const fullName = `${p.name} ${p.surname}`.trim() || `User ${p.id}`;
    const lines = ['BEGIN:VCARD', 'VERSION:4.0', `UID:urn:convene:lead:${l.id}`, `FN:${escapeVcardText(fullName)}`, `N:${escapeVcardText(p.surname, true)};${escapeVcardText(p.name, true)};;;`];
    if (p.organization) lines.push(`ORG:${escapeVcardText(p.organization, true)}`);
    if (p.jobTitle) lines.push(`TITLE:${escapeVcardText(p.jobTitle)}`);
    if (p.email) lines.push(`EMAIL:${escapeVcardText(p.email)}`);
    if (p.mobile) lines.push(`TEL;VALUE=uri;TYPE=cell:tel:${p.mobile.replace(/[^+0-9]/g, '')}`);
    const note = [l.rating ? `Rating: ${l.rating}` : null, l.notes].filter(Boolean).join('\n');
    if (note) lines.push(`NOTE:${escapeVcardText(note)}`);
    lines.push(`REV:${l.updated_at.replace(/[-:]/g, '').replace(/\.\d+/, '')}`);
    lines.push('END:VCARD');
    return lines.map(foldLine).join('\r\n');
  });
  return cards.length ? `${cards.join('\r\n')}\r\n` : '';
}
