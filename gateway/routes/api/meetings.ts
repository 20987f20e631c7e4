import { pipeline } from 'node:stream/promises';
import { z } from '../../zod.js';
import type { Routes } from '../../route.js';
import { cursorParam, dataOf, errorBody, paginationMeta, perPageOf, perPageQuery, slugParam, organizerEventErrors } from '../../schemas.js';
import { MAX_PAGE_OFFSET } from '../../../server/paging.js';
import { MEETING_COUNT_CAP } from '../../../server/meetings/service.js';
import { dataPage } from '../../envelopes.js';
import { meetingCsv, MEETING_CSV_COLUMNS } from '../../../server/meetings/csv.js';
import {
  LOCATIONS_MAX,
  meetingSettings as settings,
  meetingSettingsInput,
  meetingStats as stats,
  meetingStatus,
  organizerMeeting,
  SLOT_MINUTES_MAX,
  SLOT_MINUTES_MIN,
  WINDOWS_MAX,
} from '../../../server/meetings/schemas.js';


/** Organizers' side of one-to-one meetings (CONTRACT 11). */
export function organizerMeetingRoutes(routes: Routes): void {
  const { ctx } = routes;
  const params = z.object({ slug: slugParam });
  const errors = organizerEventErrors;
  routes.add({
    method: 'get',
    path: '/events/:slug/meetings/settings',
    operationId: 'getMeetingSettings',
    summary: 'The event’s meeting settings',
    description: 'Organizers of the event. Before any are stored: `enabled: false`, no windows, no tables.',
    tags: ['Meetings'],
    auth: 'required',
    params,
    responses: { 200: { description: 'The settings', schema: dataOf(settings) }, ...errors },
    async handler({ params, auth }) {
      return { body: { data: await ctx.meetings.settingsForOrganizer(auth.userId, params.slug) } };
    },
  });
  routes.add({
    method: 'put',
    path: '/events/:slug/meetings/settings',
    operationId: 'updateMeetingSettings',
    summary: 'Replace the event’s meeting settings',
    description:
      `\`slot_minutes\` ${SLOT_MINUTES_MIN}–${SLOT_MINUTES_MAX}; at most ${WINDOWS_MAX} \`windows\`, not overlapping, each within the event’s starts_at–ends_at (422 naming the window); ` +
      `1–${LOCATIONS_MAX} \`locations\` (tables or booths, one meeting per slot each). A location sent without \`id\` is new; one sent with its \`id\` is renamed and reordered; ` +
      'one left out is removed: its future accepted meetings lose their location (`location: null`) and both members get `meeting:updated`. Past meetings keep its name. ' +
      'Changing windows or the slot length leaves existing meetings as they are.',
    tags: ['Meetings'],
    auth: 'required',
    params,
    body: meetingSettingsInput,
    responses: {
      200: { description: 'The stored settings, each location with its id', schema: dataOf(settings) },
      ...errors,
      422: { description: 'A window out of order, outside the event or overlapping; an unknown or repeated location id; out-of-range values', schema: errorBody },
    },
    async handler({ params, auth, body }) {
      return { body: { data: await ctx.meetings.saveSettings(auth.userId, params.slug, body) } };
    },
  });
  routes.add({
    method: 'get',
    path: '/events/:slug/meetings',
    operationId: 'listEventMeetings',
    summary: 'The event’s meetings',
    description:
      'Organizers of the event. By time (`starts_at`), then id; `status` filters. Members carry only `id`, `name` and `surname`. ' +
      `\`meta.pagination.total\` (and \`total_pages\`) is exact up to ${MEETING_COUNT_CAP.toLocaleString('en-US')} meetings and that number beyond (a floor: \`links.next\` is then on every full page). ` +
      `\`links.next\` of a full page carries a \`cursor\` beside \`page\`: following it reads the next page from the index at any depth; \`page\` alone reaches ${MAX_PAGE_OFFSET.toLocaleString('en-US')} meetings deep (422 naming \`page\` beyond). ` +
      `\`?format=csv\` (or \`Accept: text/csv\`) streams the whole filtered list as a CSV attachment (UTF-8, header row: ${MEETING_CSV_COLUMNS.join(', ')}; formula-like cells prefixed with ').`,
    tags: ['Meetings'],
    auth: 'required',
    params,
    query: perPageQuery.extend({ status: meetingStatus.optional(), format: z.enum(['json', 'csv']).optional(), cursor: cursorParam }).strict(),
    responses: {
      200: { description: 'A page of meetings (or the CSV)', schema: z.object({ data: z.array(organizerMeeting), meta: paginationMeta }) },
      ...errors,
      422: { description: `An unknown status or format, a cursor this list did not give, or a \`page\` deeper than ${MAX_PAGE_OFFSET.toLocaleString('en-US')} meetings`, schema: errorBody },
    },
    async handler({ params, query, auth, req, res }) {
      const csv = query.format === 'csv' || (query.format === undefined && req.accepts(['application/json', 'text/csv']) === 'text/csv');
      if (csv) {
        const { event, rows } = await ctx.meetings.organizerExport(auth.userId, params.slug, query.status);
        res.status(200);
        res.set({
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${event.slug.replace(/[^A-Za-z0-9._-]/g, '_')}-meetings.csv"`,
          'cache-control': 'no-store',
        });
        await pipeline(meetingCsv(rows), res).catch((err: unknown) => {
          if (!res.writableEnded) ctx.logger.warn({ err }, 'meetings.export_aborted');
        });
        return;
      }
      const page = perPageOf(query);
      const { items, total, next, capped } = await ctx.meetings.organizerList(auth.userId, params.slug, query.status, { ...page, cursor: query.cursor });
      return { body: dataPage(ctx.config, req, items, total, page, { next, capped }) };
    },
  });
  routes.add({
    method: 'get',
    path: '/events/:slug/meetings/stats',
    operationId: 'getMeetingStats',
    summary: 'Meeting figures of the event',
    description: 'Organizers of the event. Counts by status; `met` and `no_show` from the members’ attendance answers; per live table, its accepted meetings and the slots of the current windows.',
    tags: ['Meetings'],
    auth: 'required',
    params,
    responses: { 200: { description: 'The figures', schema: dataOf(stats) }, ...errors },
    async handler({ params, auth }) {
      return { body: { data: await ctx.meetings.stats(auth.userId, params.slug) } };
    },
  });
}
