import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { neutraliseCell } from '../organizer-ops/csv.js';
import type { OrganizerMeeting } from './schemas.js';

/** The meeting export's columns, in order (the header row). Members by id, name and surname only. */
export const MEETING_CSV_COLUMNS = [
  'id',
  'status',
  'starts_at',
  'ends_at',
  'location',
  'from_id',
  'from_name',
  'from_surname',
  'to_id',
  'to_name',
  'to_surname',
  'cancelled_by',
  'from_met',
  'to_met',
  'created_at',
];

const flag = (v: boolean | undefined) => (v === undefined ? '' : String(v));

async function* records(rows: AsyncIterable<OrganizerMeeting>) {
  for await (const m of rows) {
    yield [
      String(m.id),
      m.status,
      m.starts_at,
      m.ends_at,
      m.location?.name ?? '',
      String(m.from.id),
      m.from.name,
      m.from.surname,
      String(m.to.id),
      m.to.name,
      m.to.surname,
      m.cancelled_by === null ? '' : String(m.cancelled_by),
      flag(m.attendance?.[String(m.from.id)]),
      flag(m.attendance?.[String(m.to.id)]),
      m.created_at,
    ];
  }
}

/** The meetings as a CSV byte stream (UTF-8, header row, CRLF), pulled only as fast as the reader reads; formula cells neutralised. */
export function meetingCsv(rows: AsyncIterable<OrganizerMeeting>): Readable {
  const csv = stringify({ header: true, columns: MEETING_CSV_COLUMNS, record_delimiter: 'windows', quoted_match: /;/, cast: { string: neutraliseCell } });
  return pipeline(Readable.from(records(rows)), csv, () => undefined);
}
