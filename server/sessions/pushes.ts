import { z } from 'zod';
import { definePushes } from '../realtime.js';

// ---- Realtime surface (realtime/catalog.ts merges it with the other areas').
const sessionRef = z.object({ id: z.number().int().positive() });
export const SESSION_PUSHES = definePushes({
  'session:updated': {
    audience: 'event',
    summary: 'A session of the socket’s event was created or changed: fetch `GET {api_url}/events/{slug}/sessions/{id}`',
    description: 'To the event’s room on every node; the payload is only the id, so clients refetch what they show.',
    payload: sessionRef,
  },
  'session:deleted': {
    audience: 'event',
    summary: 'A session of the socket’s event was deleted: drop it',
    description: 'To the event’s room on every node; its questions and polls go with it.',
    payload: sessionRef,
  },
});
