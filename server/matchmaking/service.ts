import type { ServiceDeps } from '../service.js';
import type { AccessClaims } from '../identity/tokens.js';
import { requireEventBySlug } from '../catalogue/lookup.js';
import { invalid } from '../errors.js';
import { errors, requireEvent } from '../access/rules.js';
import { contactConsent } from '../../storage/repositories/exhibitors.js';
import { listEventTags, networkingProfiles, replaceEventTags, saveNetworkingProfile, unknownTagSlugs } from '../../storage/repositories/tags.js';
import type { NetworkingFields, NetworkingProfileInput, OwnNetworkingProfile, Recommendation, RecommendationReasons, Tag } from './schemas.js';
import {
  dismissRecommendation,
  recommendationPageExact,
  recommendationWindow,
  undoDismissal,
  type RecommendationRow,
  type RecommendationWindowRow,
} from '../../storage/repositories/recommendations.js';
import { createProfileIndex, type CandidateProfile, type ProfileIndex } from './profile-index.js';
import type { PresenceService } from '../networking/presence.js';
import type { Page, PageRequest } from '../networking/types.js';
import { presentPublicUser, type PublicUserRow } from '../networking/public-user.js';
import { pageWindow } from '../paging.js';
import { notFound } from '../errors.js';

export interface MatchmakingService {
  /** The event's tags (organizers of the event). */
  tagsForOrganizer(userId: number, slug: string): Promise<Tag[]>;
  /** Replaces the event's tag list (organizers); tags left out leave every profile. */
  replaceTags(userId: number, slug: string, tags: Tag[]): Promise<Tag[]>;
  /** The token's event tags (participants). */
  tags(actor: AccessClaims): Promise<Tag[]>;
  /** The caller's own profile in the token's event, with their contact consent for exhibitors. */
  profile(actor: AccessClaims): Promise<OwnNetworkingProfile>;
  /** Stores the whole profile (the consent stays as it is); an unknown slug → 422 naming it. */
  saveProfile(actor: AccessClaims, input: NetworkingProfileInput): Promise<OwnNetworkingProfile>;
  /** Networking fields of these users in the event (one round trip for a page). */
  fieldsOf(eventId: number, userIds: readonly number[]): Promise<Map<number, NetworkingFields>>;
  /**
   * A page of people to meet, with score and reasons, their networking fields and `online`. `total` is exact when at
   * most RECOMMENDATION_EXACT_COUNT people share a tag with the caller, else an upper estimate (see there).
   */
  recommendations(actor: AccessClaims, page: PageRequest): Promise<Page<Recommendation>>;
  /** Hides a user from the caller's recommendations (404 for an unknown user). */
  dismiss(actor: AccessClaims, userId: number): Promise<void>;
  undismiss(actor: AccessClaims, userId: number): Promise<void>;
}

export interface MatchmakingServiceDeps extends ServiceDeps {
  presence: Pick<PresenceService, 'withOnline'>;
  /** This node's in-memory index of the events' profile tags (default: a new one). */
  profiles?: ProfileIndex;
}

/**
 * When at most this many people share a tag with the caller, every one of them is checked (participation, listing,
 * bans, blocks, dismissals) and `total` is exact. Above it only enough of them for the page are checked (~1.25 times
 * the items up to the page's end), and `total` is an upper estimate: the people sharing a tag, less those found left
 * out among the ones checked. Counting exactly would check every candidate (~13,700 at 50,000 attendees) on every
 * request; the page itself is always exact.
 */
export const RECOMMENDATION_EXACT_COUNT = 200;

/** Attempts of the fast path while the event's profiles change under it, before the exact statement answers. */
const FAST_ATTEMPTS = 3;

function fields(row: NetworkingFields): NetworkingFields {
  return { interests: row.interests, looking_for: row.looking_for, offering: row.offering, available_for_meetings: row.available_for_meetings };
}

export function createMatchmakingService(deps: MatchmakingServiceDeps): MatchmakingService {
  const { db, access } = deps;
  const profiles = deps.profiles ?? createProfileIndex({ db });

  /**
   * The page from this node's index (issue 24): the viewer's candidates ranked in memory (score desc, id asc), then
   * ONE statement checks them in that order (participation and listing, bans, blocks, dismissals) and reads the page's
   * rows, for just enough of them to fill the page; more only when many were left out. The statement also says which
   * profile_tags version it saw: when the index was behind, it catches up on the users changed since and ranks again.
   * Undefined after FAST_ATTEMPTS versions in a row moved under it (the exact statement answers then).
   */
  async function fastRecommendations(
    eventId: number,
    viewerId: number,
    window: { limit: number; offset: number },
  ): Promise<{ rows: Array<RecommendationWindowRow & CandidateProfile>; total: number } | undefined> {
    // One past the page's end, so that a full page knows whether another follows.
    const needed = window.offset + window.limit + 1;
    let index = await profiles.current(eventId);
    for (let attempt = 0; attempt < FAST_ATTEMPTS; attempt++) {
      // Everyone when few; else a quarter more than needed (some are left out), four times more while that falls short.
      let take = Math.ceil(needed * 1.25) + 16;
      let ranking = index.rank(viewerId, take);
      if (ranking.count <= RECOMMENDATION_EXACT_COUNT) take = ranking.count;
      for (;;) {
        take = Math.min(take, ranking.count);
        if (ranking.ids.length < take) ranking = index.rank(viewerId, take);
        const candidates = ranking.ids.subarray(0, take);
        // Their tags as the ranking saw them, taken now: the index may catch up while the statement runs.
        const tags = ranking.version === index.version ? index.tagsAt(viewerId, candidates) : undefined;
        const result = await recommendationWindow(db, eventId, viewerId, candidates, window);
        if (!result.participant) throw errors.notParticipant();
        if (result.version !== ranking.version || !tags) {
          index = await profiles.catchUp(eventId, result.version);
          break;
        }
        const all = take >= ranking.count;
        // Checked everyone: exact. Else the candidates less those found left out (an upper estimate).
        if (all || result.found >= needed) {
          // Fields, score and reasons from the tags at the version the statement confirmed; lists in the event's order.
          const order = new Map(result.tagOrder.map((slug, i) => [slug, i]));
          const rows = result.rows.map((row) => Object.assign(row, tags.describe(row.pos - 1, order)));
          return { rows, total: all ? result.found : ranking.count - (take - result.found) };
        }
        take *= 4;
      }
    }
    return undefined;
  }

  async function organizerEvent(userId: number, slug: string): Promise<number> {
    const event = await requireEventBySlug(db, slug);
    await access.requireOrganizer(userId, event.id, 'Only the organizers of this event may manage its networking tags.');
    return event.id;
  }
  const service: MatchmakingService = {
    async tagsForOrganizer(userId, slug) {
      return listEventTags(db, await organizerEvent(userId, slug));
    },
    async replaceTags(userId, slug, tags) {
      return replaceEventTags(db, await organizerEvent(userId, slug), tags);
    },
    async tags(actor) {
      return listEventTags(db, await access.requireParticipation(actor));
    },
    async profile(actor) {
      const eventId = await access.requireParticipation(actor);
      const [rows, share] = await Promise.all([networkingProfiles(db, eventId, [actor.userId]), contactConsent(db, eventId, actor.userId)]);
      return { ...fields(rows.get(actor.userId)!), share_contact_with_exhibitors: share };
    },
    async saveProfile(actor, input) {
      const eventId = await access.requireParticipation(actor);
      for (const field of ['interests', 'looking_for', 'offering'] as const) {
        const unknown = await unknownTagSlugs(db, eventId, input[field]);
        if (unknown.length > 0) throw invalid(field, `Unknown tag: ${unknown.join(', ')}. Use the slugs of GET /networking/tags.`);
      }
      await saveNetworkingProfile(db, eventId, { user_id: actor.userId, ...input });
      return service.profile(actor);
    },
    async fieldsOf(eventId, userIds) {
      const rows = await networkingProfiles(db, eventId, userIds);
      return new Map([...rows].map(([id, row]) => [id, fields(row)]));
    },
    async recommendations(actor, page) {
      // Participation is checked by the page's own statement (participantSql), like the live feed's sync.
      const eventId = requireEvent(actor);
      const window = pageWindow(page);
      let shown: Array<{ user: PublicUserRow; networking: NetworkingFields; score: number; reasons: RecommendationReasons }>;
      let total: number;
      const fast = await fastRecommendations(eventId, actor.userId, window);
      if (fast) {
        total = fast.total;
        shown = fast.rows.map((r) => ({ user: r as unknown as PublicUserRow, networking: fields(r), score: r.score, reasons: r.reasons }));
      } else {
        let rows: RecommendationRow[];
        ({ rows, total } = await recommendationPageExact(db, eventId, actor.userId, window));
        const networking = await service.fieldsOf(eventId, rows.map((r) => r.id));
        shown = rows.map((r) => ({
          user: r as unknown as PublicUserRow,
          networking: networking.get(r.id)!,
          score: r.score,
          reasons: { they_offer: r.they_offer, they_look_for: r.they_look_for, shared_interests: r.shared_interests },
        }));
      }
      // Blocks either way were left out by the same statement: no second block check for `online`.
      const online = await deps.presence.withOnline(actor.userId, shown.map((s) => presentPublicUser(s.user)), { blocksChecked: true });
      const items = online.map((user, i) => {
        const s = shown[i]!;
        return { ...user, ...s.networking, score: s.score, reasons: s.reasons };
      });
      return { items, total };
    },
    async dismiss(actor, userId) {
      const eventId = await access.requireParticipation(actor);
      if (!(await dismissRecommendation(db, eventId, actor.userId, userId))) throw notFound('User', 'user_not_found');
    },
    async undismiss(actor, userId) {
      const eventId = await access.requireParticipation(actor);
      await undoDismissal(db, eventId, actor.userId, userId);
    },
  };
  return service;
}
