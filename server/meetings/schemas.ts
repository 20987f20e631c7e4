import { z } from 'zod';
import { MAX_ID } from '../ids.js';
import { publicUser } from '../networking/schemas.js';
import { definePushes } from '../realtime.js';

/**
 * One-to-one meetings (CONTRACT 11): the ONE source of the area's inputs and item shapes. Routes, socket events and
 * the OpenAPI/AsyncAPI documents use these (the transports add their names and the public user schema).
 */

const isoDateTime = z.string().datetime({ offset: true });
const iso = z.string();
const id = z.number().int().min(1).max(MAX_ID);

export const SLOT_MINUTES_MIN = 5;
export const SLOT_MINUTES_MAX = 120;
export const WINDOWS_MAX = 50;
export const LOCATIONS_MAX = 500;
export const MEETING_MESSAGE_MAX = 500;

export const meetingWindow = z.object({ starts_at: isoDateTime, ends_at: isoDateTime }).strict();
export const meetingLocationInput = z.object({ id: id.optional(), name: z.string().trim().min(1).max(200) }).strict();

export const meetingSettingsInput = z
  .object({
    enabled: z.boolean(),
    slot_minutes: z.number().int().min(SLOT_MINUTES_MIN).max(SLOT_MINUTES_MAX),
    windows: z.array(meetingWindow).max(WINDOWS_MAX),
    locations: z.array(meetingLocationInput).min(1).max(LOCATIONS_MAX),
  })
  .strict();
export type MeetingSettingsInput = z.infer<typeof meetingSettingsInput>;

export const meetingLocation = z.object({ id: z.number().int(), name: z.string() });
export type MeetingLocation = z.infer<typeof meetingLocation>;

export const meetingSettings = z
  .object({
    enabled: z.boolean(),
    slot_minutes: z.number().int(),
    windows: z.array(z.object({ starts_at: iso, ends_at: iso })),
    locations: z.array(meetingLocation),
  })
  .meta({ id: 'MeetingSettings' });
export type MeetingSettings = z.infer<typeof meetingSettings>;

export const meetingSlot = z
  .object({
    starts_at: iso,
    ends_at: iso,
    free_locations: z.number().int().min(1),
  })
  .meta({ id: 'MeetingSlot' });
export type MeetingSlot = z.infer<typeof meetingSlot>;

export const slotsQuery = z.object({ with: z.coerce.number().int().min(1).max(MAX_ID) }).strict();

export const meetingRequestInput = z
  .object({
    with: id,
    starts_at: isoDateTime,
    message: z.string().max(MEETING_MESSAGE_MAX).nullable().optional(),
  })
  .strict();
export type MeetingRequestInput = z.infer<typeof meetingRequestInput>;

export const attendanceInput = z.object({ met: z.boolean() }).strict();

export const meetingStatus = z.enum(['pending', 'accepted', 'declined', 'cancelled']);
export const meetingRole = z.enum(['incoming', 'outgoing']);

export const meetingListFilter = z.object({ status: meetingStatus.optional(), role: meetingRole.optional() });
export type MeetingListFilter = z.infer<typeof meetingListFilter>;

/** The `meeting` item, with the transport's public user schema for `from` and `to`. */
export function meetingItemOf<U extends z.ZodType>(user: U) {
  return z.object({
    id: z.number().int(),
    status: meetingStatus,
    from: user,
    to: user,
    starts_at: iso,
    ends_at: iso,
    location: meetingLocation.nullable(),
    message: z.string().nullable(),
    created_at: iso,
    updated_at: iso,
    cancelled_by: z.number().int().nullable(),
    attendance: z
      .record(z.string(), z.boolean())
      .optional()
      .describe('After the meeting: each member’s own answer to “did it happen”, by user id; absent until one answers.'),
  });
}

/** The `meeting` item (REST, `meeting:updated`, the agenda): declared once, members as public users. */
export const meetingItem = meetingItemOf(publicUser).meta({
  id: 'Meeting',
  description: 'A one-to-one meeting (CONTRACT 11). `from` asked `to`; `location` is null until accepted (or after its table was removed).',
});
/** The item as services return it (`from`/`to`: the one public user presenter's output). */
export type MeetingItem = z.infer<typeof meetingItem>;

/** A member of a meeting as organizers (and webhooks) see them: id, name and surname only. */
export const meetingMember = z.object({ id: z.number().int(), name: z.string(), surname: z.string() }).meta({ id: 'MeetingMember' });

/** The `meeting` item as organizers see it (`GET {api_url}/events/{slug}/meetings`, the CSV, `meeting.*` webhooks). */
export const organizerMeeting = meetingItemOf(meetingMember).meta({
  id: 'OrganizerMeeting',
  description: 'A meeting as organizers see it: members by id, name and surname only.',
});
export type OrganizerMeeting = z.infer<typeof organizerMeeting>;

/** Organizers' figures of the event's meetings. */
export const meetingStats = z
  .object({
    pending: z.number().int(),
    accepted: z.number().int(),
    declined: z.number().int(),
    cancelled: z.number().int(),
    met: z.number().int().meta({ description: 'Accepted meetings both members said happened' }),
    no_show: z.number().int().meta({ description: 'Accepted meetings either member said did not happen' }),
    locations: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        booked_slots: z.number().int().meta({ description: 'Accepted meetings at this table' }),
        total_slots: z.number().int().meta({ description: 'Slots of the current windows' }),
      }),
    ),
  })
  .meta({ id: 'MeetingStats' });
export type MeetingStats = z.infer<typeof meetingStats>;

/** `meeting:reminder` (socket) before an accepted meeting. */
export const meetingReminder = z
  .object({ meeting_id: z.number().int(), starts_at: iso, location: meetingLocation.nullable() })
  .meta({ id: 'MeetingReminder' });
export type MeetingReminder = z.infer<typeof meetingReminder>;

// ---- Realtime surface (realtime/catalog.ts merges it with the other areas').
export const MEETING_PUSHES = definePushes({
  'meeting:updated': {
    audience: 'user',
    summary: 'A meeting of yours was requested, accepted, declined, cancelled, moved off a removed location or answered: the current item (replace it by `id`)',
    description: 'To both members’ sockets on every node. A member with no connected socket gets a push `{type: "meeting", meeting_id, status}` instead.',
    payload: meetingItem,
  },
  'meeting:reminder': {
    audience: 'user',
    summary: 'An accepted meeting of yours starts in MEETING_REMINDER_MINUTES (default 10): once per member, however many nodes run',
    description: 'Scheduled through the outbox and claimed once cluster-wide; members without a connected socket get a push instead.',
    payload: meetingReminder,
  },
});
