import { listEventAttendees, SEARCH_COUNT_CAP, type DirectoryKey } from '../../storage/repositories/attendees.js';

export { SEARCH_COUNT_CAP };
import type { AccessClaims } from '../identity/tokens.js';
import { presentPublicUser } from './public-user.js';
import type { PageRequest, PublicUser } from './types.js';
import type { PresenceService } from './presence.js';
import { searchQuery } from '../text.js';
import { encodeCursor, keysetWindow, trimPage, withLookahead, type CursorPage } from '../paging.js';
import type { MatchmakingService } from '../matchmaking/service.js';
import type { NetworkingFields } from '../matchmaking/schemas.js';
import type { ProfileTagKind } from '../../storage/schema/matchmaking.js';
import type { ServiceDeps } from '../service.js';
import { createListCaches, type ListCaches } from '../../storage/repositories/list-caches.js';

export interface AttendeeService {
  /** Ticket holders of the token's event, by name (stable order), optionally matching `q`; without deleted accounts, users out of the directory, and blocks either way; each with `online`. */
  list(
    actor: AccessClaims,
    options: PageRequest & { cursor?: string | undefined; q?: string | undefined; tags?: ReadonlyArray<{ kind: ProfileTagKind; slug: string }> },
  ): Promise<CursorPage<PublicUser & { online: boolean } & NetworkingFields>>;
}

export interface AttendeeServiceDeps extends ServiceDeps {
  presence: Pick<PresenceService, 'withOnline'>;
  matchmaking: Pick<MatchmakingService, 'fieldsOf'>;
  /** What the directory remembers between requests (the context's; without it, this service's own). */
  caches?: Pick<ListCaches, 'directory'>;
}

export function createAttendeeService(deps: AttendeeServiceDeps): AttendeeService {
  const caches = deps.caches?.directory ?? createListCaches().directory;
  return {
    async list(actor, options) {
      const eventId = await deps.access.requireParticipation(actor);
      const q = searchQuery(options.q);
      const window = keysetWindow(options, ['string', 'string', 'int']);
      const after = window.after as DirectoryKey | undefined;
      const read = await listEventAttendees(deps.db, eventId, { viewerId: actor.userId, q, tags: options.tags, ...withLookahead(window), after }, caches);
      const { total, capped } = read;
      const { rows, more } = trimPage(read.rows, window.limit);
      // One query for the page, one presence round trip for all of its users (CONTRACT 10), one lookup of their
      // networking fields (CONTRACT 11). The page's statement left out blocks either way, so presence checks none.
      const [items, networking] = await Promise.all([
        deps.presence.withOnline(actor.userId, rows.map(presentPublicUser), { blocksChecked: true }),
        deps.matchmaking.fieldsOf(eventId, rows.map((r) => r.id)),
      ]);
      const last = rows.at(-1);
      return { items: items.map((item) => ({ ...item, ...networking.get(item.id)! })), total, capped, next: last && more ? encodeCursor(last.key) : undefined };
    },
  };
}
