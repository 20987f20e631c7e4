import { findVenueNetworks, saveVenueNetworks } from '../../storage/repositories/venue.js';
import type { ServiceDeps } from '../service.js';
import { networkMatcher, type NetworkMatcher } from '../../infra/networks.js';
import type { VenueNetworksItem } from './schemas.js';

/** How long a node trusts what it read of an event's venue networks (a change elsewhere reaches it within this). */
export const VENUE_CACHE_MS = 15_000;
/** Events remembered per node; the oldest entries go first. */
const MAX_EVENTS = 5_000;

export interface VenueService {
  /** The event's venue networks (organizers of the event). */
  get(userId: number, slug: string): Promise<VenueNetworksItem>;
  /** Replaces the event's venue networks, already validated and normalized by `venueNetworksBody` (organizers). */
  set(userId: number, slug: string, networks: string[]): Promise<VenueNetworksItem>;
  /**
   * Whether `address` is in the venue networks of event `eventId` (false for an unknown event or none set). Hot: asked
   * before every per-address ceiling, so answered from a per-node cache kept at most VENUE_CACHE_MS.
   */
  isVenueAddress(eventId: number | null | undefined, address: string): Promise<boolean>;
}

export interface VenueServiceDeps extends ServiceDeps {
  ttlMs?: number;
}

export function createVenueService(deps: VenueServiceDeps): VenueService {
  const { db, access } = deps;
  const ttlMs = deps.ttlMs ?? VENUE_CACHE_MS;
  const cache = new Map<number, { until: number; match: Promise<NetworkMatcher> }>();

  function matcherOf(eventId: number): Promise<NetworkMatcher> {
    const now = Date.now();
    const hit = cache.get(eventId);
    if (hit && hit.until > now) return hit.match;
    // One read per event per TTL however many requests ask at once (a hall reconnecting): the promise is shared.
    const match = findVenueNetworks(db, eventId).then(networkMatcher);
    match.catch(() => cache.delete(eventId));
    cache.delete(eventId);
    if (cache.size >= MAX_EVENTS) cache.delete(cache.keys().next().value!);
    cache.set(eventId, { until: now + ttlMs, match });
    return match;
  }

  return {
    async get(userId, slug) {
      const event = await access.requireOrganizerEvent(userId, slug);
      return { networks: await findVenueNetworks(db, event.id) };
    },
    async set(userId, slug, networks) {
      const event = await access.requireOrganizerEvent(userId, slug);
      const unique = [...new Set(networks)];
      await saveVenueNetworks(db, event.id, unique);
      // This node sees the change at once; the others within VENUE_CACHE_MS.
      cache.delete(event.id);
      return { networks: unique };
    },
    async isVenueAddress(eventId, address) {
      if (eventId === null || eventId === undefined || !Number.isSafeInteger(eventId) || eventId <= 0 || eventId > 2_147_483_647) return false;
      try {
        return (await matcherOf(eventId))(address);
      } catch {
        // The database is unreachable: the ceilings apply (never fail open).
        return false;
      }
    },
  };
}
