import { z } from 'zod';
import { meetingItem } from '../meetings/schemas.js';
import { tagSlug } from '../matchmaking/schemas.js';

/**
 * Sessions of an event (CONTRACT 12): the ONE source of the area's inputs and item shapes; `meta({id})` names the
 * components of the OpenAPI and AsyncAPI documents.
 */

export const speaker = z.object({ name: z.string().trim().min(1).max(200), title: z.string().trim().max(200).optional() }).strict();

const isoDateTime = z.string().datetime({ offset: true });

const sessionFields = {
  title: z.string().trim().min(1).max(200),
  description: z.string().max(20_000).nullable().optional(),
  starts_at: isoDateTime,
  ends_at: isoDateTime,
  room: z.string().trim().min(1).max(200).nullable().optional(),
  speakers: z.array(speaker).max(50).optional(),
  tags: z.array(tagSlug).max(20).optional(),
};

export const sessionCreate = z.object(sessionFields).strict();
export const sessionPatch = z
  .object({
    title: sessionFields.title.optional(),
    description: sessionFields.description,
    starts_at: isoDateTime.optional(),
    ends_at: isoDateTime.optional(),
    room: sessionFields.room,
    speakers: sessionFields.speakers,
    tags: sessionFields.tags,
    qa_enabled: z.boolean().optional(),
  })
  .strict();

export const sessionListQuery = z.object({
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD')
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'must be a real date')
    .optional(),
  room: z.string().max(200).optional(),
  tag: tagSlug.optional(),
});

export const sessionItem = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  starts_at: z.string(),
  ends_at: z.string(),
  room: z.string().nullable(),
  speakers: z.array(z.object({ name: z.string(), title: z.string().optional() })),
  tags: z.array(z.string()),
  qa_enabled: z.boolean(),
  created_at: z.string(),
  /** For an authenticated participant of the event: whether the session is in their agenda. */
  saved: z.boolean().optional(),
}).meta({ id: 'Session', description: 'A session of an event’s programme (`GET {api_url}/events/{slug}/sessions/{id}`).' });

export type SessionCreate = z.infer<typeof sessionCreate>;
export type SessionPatch = z.infer<typeof sessionPatch>;
export type SessionListQuery = z.infer<typeof sessionListQuery>;
export type SessionItem = z.infer<typeof sessionItem>;

export const agendaConflict = z.object({ type: z.enum(['session', 'meeting']), id: z.number().int() });
export const agendaItem = z.object({
  type: z.enum(['session', 'meeting']),
  starts_at: z.string(),
  ends_at: z.string(),
  session: sessionItem.optional(),
  /** For `type: "meeting"`: the accepted meeting (section 11), the item of `GET {connect_url}/meetings/{id}`. */
  meeting: meetingItem.optional(),
  conflicts: z.array(agendaConflict),
}).meta({ id: 'AgendaItem', description: 'A saved session or an accepted meeting of the caller’s agenda (`GET {connect_url}/agenda`), with the items it overlaps.' });
export type AgendaItem = z.infer<typeof agendaItem>;

// The realtime surface is in pushes.ts (it must not load matchmaking's schemas before the gateway extends zod).
export { SESSION_PUSHES } from './pushes.js';
