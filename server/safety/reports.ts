import type { ReportStatus } from '../../storage/schema.js';
import { findReport, findReportTarget, insertReport, listReports, REPORT_COUNT_CAP, setReportStatus, type ReportRow } from '../../storage/repositories/safety.js';
import { findEventById } from '../../storage/repositories/events.js';
import { enqueueWebhookEvent } from '../organizer-ops/webhooks.js';
import type { AccessClaims } from '../identity/tokens.js';
import { invalid, notFound } from '../errors.js';
import type { PageRequest } from '../networking/types.js';
import { encodeCursor, keysetWindow, trimPage, type CursorPage } from '../paging.js';
import { transaction, type ServiceDeps } from '../service.js';
import { REPORT_NOTE_MAX, type ModerationReportItem, type ReportInput, type ReportItem } from './schemas.js';

export { REPORT_NOTE_MAX } from './schemas.js';
export { REPORT_COUNT_CAP };
export type { ModerationReportItem, ReportInput, ReportItem } from './schemas.js';

export interface ReportService {
  /** Files a report with the organizers of the token's event; `created` false when this reporter already reported the target. */
  create(actor: AccessClaims, input: ReportInput): Promise<{ report: ReportItem; created: boolean }>;
  /**
   * The organizers' queue, newest first: a page after `cursor` (from `next`), or an offset `page` reaching
   * MAX_PAGE_OFFSET deep (422 naming `page` beyond; a cursor this list did not give is 422 naming `cursor`). `total`
   * is exact up to REPORT_COUNT_CAP, that cap beyond (`capped`).
   */
  list(userId: number, slug: string, options: PageRequest & { status?: ReportStatus | undefined; cursor?: string | undefined }): Promise<CursorPage<ModerationReportItem>>;
  setStatus(userId: number, slug: string, reportId: number, status: Exclude<ReportStatus, 'open'>): Promise<ModerationReportItem>;
}

function presentReport(row: ReportRow): ReportItem {
  return { id: row.id, type: row.target_type, target_id: row.target_id, reason: row.reason, note: row.note, status: row.status, created_at: row.created_at.toISOString() };
}

function presentModerationReport(row: ReportRow): ModerationReportItem {
  return {
    ...presentReport(row),
    reporter: { id: row.reporter_id, name: row.reporter_name, surname: row.reporter_surname },
    target: {
      text: row.snapshot,
      user: row.target_user_id === null ? null : { id: row.target_user_id, name: row.target_name ?? '', surname: row.target_surname ?? '' },
    },
  };
}

/**
 * Reports (CONTRACT 7): an attendee reports a user, a feed message or a chat message they can see; the report goes
 * to the organizers of the token's event with a snapshot of what was reported. The insert runs inside a transaction
 * this service opens, so what must happen with it (a `report.created` webhook through an outbox) can join it.
 */
export function createReportService(deps: ServiceDeps): ReportService {
  const { db, access } = deps;
  return {
    async create(actor, input) {
      const eventId = await access.requireParticipation(actor);
      if (input.type === 'user' && input.id === actor.userId) throw invalid('id', 'You cannot report yourself.');
      const note = input.note?.trim() ? input.note.trim() : null;
      if (note !== null && [...note].length > REPORT_NOTE_MAX) throw invalid('note', `note is at most ${REPORT_NOTE_MAX} characters.`);
      const target = await findReportTarget(db, { eventId, reporterId: actor.userId, type: input.type, id: input.id });
      if (!target) throw notFound('Report target', 'target_not_found');
      const { id, created } = await transaction(db, async (trx) => {
        const stored = await insertReport(trx, { eventId, reporterId: actor.userId, type: input.type, targetId: input.id, target, reason: input.reason, note });
        if (stored.created) {
          // `report.created` for the organization's webhooks, committed with the report (CONTRACT 8). No reporter
          // identity and no snapshot leave the server this way: the organizers read those in their queue.
          const event = await findEventById(trx, eventId);
          if (event) {
            await enqueueWebhookEvent(trx, event.organization_id, 'report.created', {
              event: { id: event.id, slug: event.slug, name: event.name },
              report: { id: stored.id, type: input.type, target_id: input.id, reason: input.reason, status: 'open' },
            });
          }
        }
        return stored;
      });
      const row = await findReport(db, id);
      if (!row) throw new Error(`report ${id} vanished`);
      return { report: presentReport(row), created };
    },

    async list(userId, slug, options) {
      const event = await access.requireOrganizerEvent(userId, slug);
      const window = keysetWindow(options, ['int']);
      const before = window.after?.[0] as number | undefined;
      const read = await listReports(db, event.id, { status: options.status, limit: window.limit + 1, offset: window.offset, before });
      const { total } = read;
      const { rows, more } = trimPage(read.rows, window.limit);
      const last = rows.at(-1);
      return { items: rows.map(presentModerationReport), total, capped: total >= REPORT_COUNT_CAP, next: last && more ? encodeCursor([last.id]) : undefined };
    },

    async setStatus(userId, slug, reportId, status) {
      const event = await access.requireOrganizerEvent(userId, slug);
      if (!(await setReportStatus(db, reportId, event.id, status))) throw notFound('Report', 'report_not_found');
      const row = await findReport(db, reportId, event.id);
      if (!row) throw notFound('Report', 'report_not_found');
      return presentModerationReport(row);
    },
  };
}
