import { z } from '../../zod.js';
import type { Routes } from '../../route.js';
import { cursorParam, errorBody, halPageOf, idParam } from '../../schemas.js';
import { halCursorPage } from '../../envelopes.js';
import { MAX_PAGE_OFFSET } from '../../../server/paging.js';
import { pageOf, pageQuery } from './networking-schemas.js';
import {
  attendanceInput,
  MEETING_MESSAGE_MAX,
  meetingItem,
  meetingListFilter,
  meetingRequestInput,
  meetingSettings,
  meetingSlot,
  slotsQuery,
} from '../../../server/meetings/schemas.js';
import { MEETING_REQUESTS_PER_MINUTE } from '../../../server/meetings/service.js';

const meeting = meetingItem;
const meetingPage = halPageOf('meeting', meeting).openapi('MeetingPage');
const params = z.object({ id: idParam });

const forbidden = { description: 'event_token_required, not_event_participant, or `banned` / `blocked`', schema: errorBody };
const disabled = { description: '`meetings_disabled` (the event’s meetings are off), or `meeting_not_found` (not a meeting of yours)', schema: errorBody };
const conflicts = (codes: string) => ({ description: codes, schema: errorBody });

/** One-to-one meetings of the token's event (CONTRACT 11). */
export function meetingRoutes(routes: Routes): void {
  const { ctx } = routes;
  routes.add({
    method: 'get',
    path: '/meetings/settings',
    operationId: 'getEventMeetingSettings',
    summary: 'The meeting settings of the token’s event',
    description: 'Windows, slot length and tables. 404 `meetings_disabled` while the organizers have meetings off (as every `/meetings` call).',
    tags: ['Meetings'],
    auth: 'required',
    responses: { 200: { description: 'The settings', schema: meetingSettings }, 403: forbidden, 404: disabled },
    async handler({ auth }) {
      return { body: await ctx.meetings.settings(auth) };
    },
  });
  routes.add({
    method: 'get',
    path: '/meetings/slots',
    operationId: 'listMeetingSlots',
    summary: 'Slots in which you and another participant are both free',
    description:
      'The future slots (windows cut into `slot_minutes` pieces) in which neither of you has an accepted meeting and at least one table is free, soonest first, with how many tables are free. ' +
      '404 `user_not_found` for someone who is not a participant you may see; 403 `blocked` across a block.',
    tags: ['Meetings'],
    auth: 'required',
    query: slotsQuery,
    responses: {
      200: { description: 'The slots', schema: z.object({ data: z.array(meetingSlot) }) },
      403: forbidden,
      404: disabled,
      422: { description: '`with` missing, not an id, or yourself', schema: errorBody },
    },
    async handler({ auth, query }) {
      return { body: { data: await ctx.meetings.slots(auth, query.with) } };
    },
  });
  routes.add({
    method: 'post',
    path: '/meetings',
    operationId: 'requestMeeting',
    summary: 'Ask someone for a meeting',
    description:
      `\`starts_at\` must be the start of a slot (GET /meetings/slots); \`message\` at most ${MEETING_MESSAGE_MAX} characters. 201 \`pending\`; the same pending request again (same person, same slot) → 200 with the first. ` +
      '422: not a slot’s start, in the past, yourself. 404 `user_not_found`: not a participant you may see. 409 `not_available` (they take no requests), 409 `slot_taken` (either of you is booked then). ' +
      `429 \`too_many_pending\`: MEETING_PENDING_LIMIT (default 20) outgoing pending requests in the event; 429 \`rate_limited\`: more than ${MEETING_REQUESTS_PER_MINUTE} requests a minute. ` +
      'Both members get `meeting:updated`; the recipient, when offline, a push `{type: "meeting", meeting_id, status}`.',
    tags: ['Meetings'],
    auth: 'required',
    body: meetingRequestInput,
    responses: {
      200: { description: 'The same pending request, sent before', schema: meeting },
      201: { description: 'Requested', schema: meeting },
      403: forbidden,
      404: disabled,
      409: conflicts('`not_available` or `slot_taken`'),
      422: { description: 'Not a slot’s start, in the past, yourself, a message too long', schema: errorBody },
      429: { description: '`too_many_pending` or `rate_limited` (with Retry-After)', schema: errorBody },
    },
    async handler({ auth, body }) {
      const { item, created } = await ctx.meetings.request(auth, body);
      return { status: created ? 201 : 200, body: item };
    },
  });
  routes.add({
    method: 'get',
    path: '/meetings',
    operationId: 'listMeetings',
    summary: 'Your meetings in the token’s event',
    description:
      'Soonest first (by `starts_at`, then id). `status` and `role` (`incoming`: asked of you, `outgoing`: asked by you) filter. ' +
      `\`_total_items\` is exact. \`_links.next\` of a full page carries a \`cursor\` beside \`page\`: following it reads the next page from the index at any depth; \`page\` alone reaches ${MAX_PAGE_OFFSET.toLocaleString('en-US')} meetings deep (422 naming \`page\` beyond).`,
    tags: ['Meetings'],
    auth: 'required',
    query: pageQuery.extend(meetingListFilter.shape).extend({ cursor: cursorParam }).strict(),
    responses: {
      200: { description: 'A page of meetings', schema: meetingPage },
      403: forbidden,
      404: disabled,
      422: { description: `An unknown status or role, a cursor this list did not give, or a \`page\` deeper than ${MAX_PAGE_OFFSET.toLocaleString('en-US')} meetings`, schema: errorBody },
    },
    async handler({ auth, query, req }) {
      const page = pageOf(query);
      const { items, total, next } = await ctx.meetings.list(auth, { status: query.status, role: query.role }, { ...page, cursor: query.cursor });
      return { body: halCursorPage(ctx.config, req, 'meeting', items, total, page, next) };
    },
  });
  routes.add({
    method: 'get',
    path: '/meetings/:id',
    operationId: 'getMeeting',
    summary: 'One of your meetings',
    description: 'A meeting the caller is a member of, with both members and its table; anyone else’s meeting is 404 (ids reveal nothing).',
    tags: ['Meetings'],
    auth: 'required',
    params,
    responses: { 200: { description: 'The meeting', schema: meeting }, 403: forbidden, 404: disabled },
    async handler({ auth, params }) {
      return { body: await ctx.meetings.get(auth, params.id) };
    },
  });
  const transitions = [
    {
      action: 'accept' as const,
      summary: 'Accept a meeting asked of you',
      description:
        'The recipient, while pending and before it starts → `accepted` with the lowest-id free table of that slot. Decided by the database in one transaction: of concurrent accepts that would give ' +
        'either person two meetings at once, or a table two meetings, exactly one succeeds; the others → 409 `slot_taken` or `no_location_free`, and nothing else changes.',
      codes: '`slot_taken`, `no_location_free`, `invalid_transition` (not pending, or not asked of you), `meeting_past`',
    },
    {
      action: 'decline' as const,
      summary: 'Decline a meeting asked of you',
      description: 'The recipient, while pending and before it starts → `declined`.',
      codes: '`invalid_transition`, `meeting_past`',
    },
    {
      action: 'cancel' as const,
      summary: 'Cancel a meeting',
      description: 'Either member, while pending or accepted and before it starts → `cancelled` with `cancelled_by`; its table is free again.',
      codes: '`invalid_transition` (declined or cancelled already), `meeting_past`',
    },
  ];
  for (const t of transitions) {
    routes.add({
      method: 'post',
      path: `/meetings/:id/${t.action}`,
      operationId: `${t.action}Meeting`,
      summary: t.summary,
      description: `${t.description} Both members get \`meeting:updated\`; the other, when offline, a push. Someone who is not a member → 404.`,
      tags: ['Meetings'],
      auth: 'required',
      params,
      responses: { 200: { description: 'The meeting', schema: meeting }, 403: forbidden, 404: disabled, 409: conflicts(t.codes) },
      async handler({ auth, params }) {
        return { body: await ctx.meetings[t.action](auth, params.id) };
      },
    });
  }
  routes.add({
    method: 'post',
    path: '/meetings/:id/attendance',
    operationId: 'recordMeetingAttendance',
    summary: 'Say whether an accepted meeting happened',
    description: 'Either member, after its end (409 `meeting_not_over` before); changeable. The item then carries `attendance: {<user id>: true|false}`.',
    tags: ['Meetings'],
    auth: 'required',
    params,
    body: attendanceInput,
    responses: {
      200: { description: 'The meeting', schema: meeting },
      403: forbidden,
      404: disabled,
      409: conflicts('`meeting_not_over`, `invalid_transition` (not accepted)'),
      422: { description: '`met` missing or not a boolean', schema: errorBody },
    },
    async handler({ auth, params, body }) {
      return { body: await ctx.meetings.attendance(auth, params.id, body.met) };
    },
  });
}
