import type { DB } from '../../storage/database.js';
import type { AccessPolicy } from '../access/policy.js';
import type { AccessClaims } from '../identity/tokens.js';
import { requireEventBySlug } from '../catalogue/lookup.js';
import { invalid } from '../errors.js';
import { listEventTags, networkingProfiles, replaceEventTags, saveNetworkingProfile, unknownTagSlugs } from '../../storage/repositories/tags.js';
import type { NetworkingFields, NetworkingProfileInput, Tag } from './schemas.js';
import { dismissRecommendation, recommendationPage, undoDismissal } from '../../storage/repositories/recommendations.js';
import type { PresenceService } from '../networking/presence.js';
import type { Page, PageRequest, PublicUser } from '../networking/types.js';
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
  profile(actor: AccessClaims): Promise<NetworkingFields>;
  /** Stores the whole profile; an unknown slug → 422 naming it. */
  saveProfile(actor: AccessClaims, input: NetworkingProfileInput): Promise<NetworkingFields>;
  /** Networking fields of these users in the event (one round trip for a page). */
  fieldsOf(eventId: number, userIds: readonly number[]): Promise<Map<number, NetworkingFields>>;
  /** A page of people to meet, with score and reasons (one statement), their networking fields and `online`. */
  recommendations(actor: AccessClaims, page: PageRequest): Promise<Page<Recommendation>>;
  /** Hides a user from the caller's recommendations (404 for an unknown user). */
  dismiss(actor: AccessClaims, userId: number): Promise<void>;
  undismiss(actor: AccessClaims, userId: number): Promise<void>;
}

export type Recommendation = PublicUser & NetworkingFields & { online: boolean; score: number; reasons: { they_offer: string[]; they_look_for: string[]; shared_interests: string[] } };

export interface MatchmakingServiceDeps {
  db: DB;
  access: AccessPolicy;
  presence: Pick<PresenceService, 'withOnline'>;
}

function fields(row: NetworkingFields): NetworkingFields {
  return { interests: row.interests, looking_for: row.looking_for, offering: row.offering, available_for_meetings: row.available_for_meetings };
}

export function createMatchmakingService(deps: MatchmakingServiceDeps): MatchmakingService {
  const { db, access } = deps;
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
      return fields((await networkingProfiles(db, eventId, [actor.userId])).get(actor.userId)!);
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
      const eventId = await access.requireParticipation(actor);
      const { rows, total } = await recommendationPage(db, eventId, actor.userId, pageWindow(page));
      const [online, networking] = await Promise.all([
        deps.presence.withOnline(actor.userId, rows.map((r) => presentPublicUser(r as unknown as PublicUserRow))),
        service.fieldsOf(eventId, rows.map((r) => r.id)),
      ]);
      const items = online.map((user, i) => {
        const row = rows[i]!;
        return {
          ...user,
          ...networking.get(user.id)!,
          score: row.score,
          reasons: { they_offer: row.they_offer, they_look_for: row.they_look_for, shared_interests: row.shared_interests },
        };
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
