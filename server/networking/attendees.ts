import type { DB } from '../../storage/database.js';
import { listEventAttendees } from '../../storage/repositories/attendees.js';
import type { AccessClaims } from '../identity/tokens.js';
import { presentPublicUser } from './public-user.js';
import type { AccessPolicy } from '../access/policy.js';
import type { Page, PageRequest, PublicUser } from './types.js';
import type { PresenceService } from './presence.js';
import { pageWindow } from '../paging.js';

export interface AttendeeService {
  /** Ticket holders of the token's event, by name (stable order), optionally matching `q`; without deleted accounts, users out of the directory, and blocks either way; each with `online`. */
  list(actor: AccessClaims, options: PageRequest & { q?: string | undefined }): Promise<Page<PublicUser & { online: boolean }>>;
}

export function createAttendeeService(deps: { db: DB; access: AccessPolicy; presence: Pick<PresenceService, 'withOnline'> }): AttendeeService {
  return {
    async list(actor, options) {
      const eventId = await deps.access.requireParticipation(actor);
      const q = options.q?.trim() || undefined;
      const { rows, total } = await listEventAttendees(deps.db, eventId, { viewerId: actor.userId, q, ...pageWindow(options) });
      // One query for the page, one presence round trip for all of its users (CONTRACT 10).
      return { items: await deps.presence.withOnline(actor.userId, rows.map(presentPublicUser)), total };
    },
  };
}
