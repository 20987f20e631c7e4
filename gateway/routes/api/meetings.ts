import { z } from '../../zod.js';
import type { Routes } from '../../route.js';
import { dataOf, errorBody, slugParam } from '../../schemas.js';
import { meetingSettingsDoc as settings } from '../connect/meetings.js';
import { LOCATIONS_MAX, meetingSettingsInput, SLOT_MINUTES_MAX, SLOT_MINUTES_MIN, WINDOWS_MAX } from '../../../server/meetings/schemas.js';


/** Organizers' side of one-to-one meetings (CONTRACT 11). */
export function organizerMeetingRoutes(routes: Routes): void {
  const { ctx } = routes;
  const params = z.object({ slug: slugParam });
  const errors = {
    403: { description: 'Not an organizer of the event', schema: errorBody },
    404: { description: 'Unknown event', schema: errorBody },
  };
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
}
