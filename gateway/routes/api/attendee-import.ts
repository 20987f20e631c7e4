import { z } from '../../zod.js';
import type { Routes } from '../../route.js';
import { dataOf, errorBody, slugParam } from '../../schemas.js';
import { attendeeImportResult } from '../../../server/organizer-tools/schemas.js';
import { IMPORT_COLUMNS, IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, IMPORTS_PER_HOUR } from '../../../server/organizer-tools/attendee-import.js';
import { tooLarge, unsupportedMedia } from '../../../server/errors.js';

/** CONTRACT 18: attendees imported from a CSV file, a result per row. */
export function attendeeImportRoutes(routes: Routes): void {
  const { ctx } = routes;
  routes.add({
    method: 'post',
    path: '/events/:slug/attendees/import',
    operationId: 'importEventAttendees',
    summary: 'Import attendees from a CSV file (organizers of the event)',
    description:
      `A \`text/csv\` body (UTF-8, a BOM is fine; \`,\`, or \`;\`/tab when the header has no comma) whose header names the columns, in any order, case-insensitive: ` +
      `${IMPORT_COLUMNS.map((c) => `\`${c}\``).join(', ')} — a \`mobile\` or an \`email\` column is required, \`ticket_id\` or \`ticket_name\` picks the ticket type ` +
      '(none: a ticket without a type). Each row issues a ticket through the same capacity claim as `POST /events/{slug}/attendees` (the type’s, its quotas’ and ' +
      'the event’s sizes are never exceeded): the person is found or created by mobile (normalised, default region IR; names are used only for a new person), ' +
      'or found by e-mail when the row has no mobile. Answers 200 with a result per row: `created` with the ticket code, `present` when the person already holds a ' +
      'valid ticket of that type, or `refused` with a `code` and `message`. Names or e-mails that start like spreadsheet formulas are refused (`formula_cell`). ' +
      `Limits: at most ${IMPORT_MAX_BYTES} bytes (413, before the body is read when Content-Length says so), at most ${IMPORT_MAX_ROWS} rows (422), ` +
      `${IMPORTS_PER_HOUR} files an hour per organization (429). A file that is not CSV, an unknown or repeated column, or no rows → 422 before anything is issued. See docs/organizers.md.`,
    tags: ['Organizer tools'],
    auth: 'required',
    params: z.object({ slug: slugParam }),
    rawBody: true,
    body: z.string().meta({ description: 'The CSV file', example: 'mobile,name,surname,email,ticket_id\n09121234567,Sara,Ahmadi,,12\n' }),
    bodyContentTypes: ['text/csv'],
    responses: {
      200: { description: 'A result per row', schema: dataOf(attendeeImportResult) },
      403: { description: 'Not an organizer of the event', schema: errorBody },
      404: { description: 'Unknown event (`not_found`, or `slug_changed`)', schema: errorBody },
      409: { description: '`event_canceled`', schema: errorBody },
      413: { description: 'The file is larger than the limit (`too_large`)', schema: errorBody },
      415: { description: 'The body is not `text/csv`', schema: errorBody },
      422: { description: 'Not valid CSV, an unknown or repeated column, no rows or too many (`invalid`, `field` is `body` or `header`)', schema: errorBody },
      429: { description: 'The organization’s imports this hour are spent (`rate_limited`)', schema: errorBody },
    },
    async handler({ params, auth, req, res }) {
      const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      const declared = req.headers['content-length'] === undefined ? undefined : Number(req.headers['content-length']);
      let target;
      try {
        target = await ctx.attendeeImport.begin(auth.userId, params.slug, Number.isFinite(declared) ? declared : undefined);
        if (type !== 'text/csv') throw unsupportedMedia('Send the file as text/csv.');
      } catch (err) {
        // Refused before the body is read: the connection closes after the answer rather than draining the upload.
        res.set('Connection', 'close');
        throw err;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of req as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > IMPORT_MAX_BYTES) {
          res.set('Connection', 'close');
          throw tooLarge(`The file may be at most ${IMPORT_MAX_BYTES} bytes; split it.`, 'body');
        }
        chunks.push(chunk);
      }
      return { body: { data: await ctx.attendeeImport.importCsv(target, Buffer.concat(chunks).toString('utf8')) } };
    },
  });
}
