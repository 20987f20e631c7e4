import { z } from '../../zod.js';
import type { Routes } from '../../route.js';
import { errorBody } from '../../schemas.js';
import { absoluteUrl, publicBase } from '../../envelopes.js';

const ics = { description: 'RFC 5545 calendar', schema: z.string(), contentType: 'text/calendar' };

/** The personal calendar (CONTRACT 11): accepted meetings and the sessions on the caller's agenda. */
export function calendarRoutes(routes: Routes): void {
  const { ctx } = routes;
  routes.add({
    method: 'get',
    path: '/calendar.ics',
    operationId: 'getCalendar',
    summary: 'Your calendar of the token’s event (iCalendar)',
    description:
      '`text/calendar; charset=utf-8` (RFC 5545), named after the event (`X-WR-CALNAME`): one VEVENT per accepted meeting (`UID` `meeting-{id}@<host>`, `SUMMARY` “Meeting with <name> <surname>”, `LOCATION` the table) ' +
      'and per session on your agenda (`session-{id}@<host>`), each with a `DESCRIPTION` and a `URL` (the web app’s screen), times in UTC, a `SEQUENCE` that grows by one with every change. ' +
      'A meeting cancelled after it was accepted, and a session taken off your agenda (deleted by the organizer, or removed by you), stay with `STATUS:CANCELLED` and one more `SEQUENCE`, ' +
      'so subscribed calendars drop them.',
    tags: ['Meetings'],
    auth: 'required',
    responses: { 200: ics, 403: { description: 'event_token_required, or not_event_participant', schema: errorBody } },
    async handler({ auth, req, res }) {
      const text = await ctx.calendar.ics(auth, publicBase(ctx.config, req));
      res.status(200).set({ 'content-type': 'text/calendar; charset=utf-8', 'cache-control': 'no-store' }).send(text);
    },
  });
  routes.add({
    method: 'post',
    path: '/calendar/link',
    operationId: 'rotateCalendarLink',
    summary: 'A secret address of your calendar, for calendar apps that subscribe',
    description:
      'The address holds a 256-bit random secret (only its hash is stored) and serves the same calendar without a token. A new POST replaces it: the old address then answers 404. ' +
      'It also stops working when you no longer take part in the event.',
    tags: ['Meetings'],
    auth: 'required',
    responses: {
      201: { description: 'The address', schema: z.object({ url: z.string() }).openapi('CalendarLink') },
      403: { description: 'event_token_required, or not_event_participant', schema: errorBody },
    },
    async handler({ auth, req }) {
      const secret = await ctx.calendar.newLink(auth);
      return { status: 201, body: { url: absoluteUrl(ctx.config, req, `/connect/calendar/${secret}.ics`) } };
    },
  });
  routes.add({
    method: 'get',
    path: '/calendar/:file',
    operationId: 'getCalendarByLink',
    summary: 'A calendar by its secret address (no token)',
    description: 'The address `POST /calendar/link` answered. 404 `calendar_not_found` for an unknown or replaced address.',
    tags: ['Meetings'],
    auth: 'none',
    params: z.object({ file: z.string().max(100).openapi({ description: '`<secret>.ics`' }) }),
    responses: { 200: ics, 404: { description: 'calendar_not_found', schema: errorBody } },
    async handler({ params, req, res }) {
      const secret = params.file.endsWith('.ics') ? params.file.slice(0, -4) : '';
      const text = await ctx.calendar.icsBySecret(secret, publicBase(ctx.config, req));
      res.status(200).set({ 'content-type': 'text/calendar; charset=utf-8', 'cache-control': 'private, no-store', 'referrer-policy': 'no-referrer' }).send(text);
    },
  });
}
