import { deleteLivefeedMessage } from '../../storage/repositories/livefeed.js';
import { deleteBan, insertBan, listBans } from '../../storage/repositories/safety.js';
import { findPublicUser } from '../../storage/repositories/profiles.js';
import { bannable } from '../access/rules.js';
import type { AccessClaims } from '../identity/tokens.js';
import type { Notifier } from '../ports.js';
import type { MeetingServiceOn } from '../meetings/service.js';
import { invalid, notFound } from '../errors.js';
import type { Page, PageRequest } from '../networking/types.js';
import { inTransaction, type ServiceDeps } from '../service.js';
import type { BanItem } from './schemas.js';

export { BAN_REASON_MAX } from './schemas.js';
export type { BanItem } from './schemas.js';

export interface ModerationService {
  /** An organizer deletes a feed post of their event (404 unless it is one). */
  deleteFeedMessage(userId: number, slug: string, messageId: number): Promise<void>;
  /** An author deletes their own post (404 for anyone else's: ids do not reveal others' posts). */
  deleteOwnFeedMessage(actor: AccessClaims, messageId: number): Promise<void>;
  /** Mutes a participant in the event; false when already banned. Organizers of the event: 422. */
  ban(userId: number, slug: string, targetId: number, reason: string | null): Promise<boolean>;
  unban(userId: number, slug: string, targetId: number): Promise<void>;
  listBans(userId: number, slug: string, page: PageRequest): Promise<Page<BanItem>>;
}

export interface ModerationServiceDeps extends ServiceDeps {
  notifier: Notifier;
  /** Meetings (CONTRACT 11): what ends participation cancels the meetings in the same transaction. */
  meetings?: MeetingServiceOn;
}

/**
 * Organizers' moderation of one event (CONTRACT 7). A ban is read by the same single statement that checks a feed
 * post or chat send (`bannedSql`), so it holds over REST and over sockets already open on any node from the
 * moment it is stored; reading is unaffected.
 */
export function createModerationService(deps: ModerationServiceDeps): ModerationService {
  const { db, access, notifier } = deps;
  return {
    async deleteFeedMessage(userId, slug, messageId) {
      const event = await access.requireOrganizerEvent(userId, slug);
      const deleted = await deleteLivefeedMessage(db, messageId, { eventId: event.id });
      if (!deleted) throw notFound('Live feed message', 'message_not_found');
      notifier.push({ event: event.id }, 'livefeed:deleted', { id: messageId });
    },

    async deleteOwnFeedMessage(actor, messageId) {
      await access.requireOwnFeedMessage(actor.userId, messageId);
      const deleted = await deleteLivefeedMessage(db, messageId, { userId: actor.userId });
      if (!deleted) throw notFound('Live feed message', 'message_not_found');
      notifier.push({ event: deleted.event_id }, 'livefeed:deleted', { id: messageId });
    },

    async ban(userId, slug, targetId, reason) {
      const event = await access.requireOrganizerEvent(userId, slug);
      if (!(await findPublicUser(db, targetId))) throw notFound('User', 'user_not_found');
      if (!bannable(await access.isOrganizer(targetId, event.id))) throw invalid('user_id', 'Organizers of the event cannot be banned from it.', 'organizer_not_bannable');
      const { created, announce } = await inTransaction(deps, async (trxDeps) => {
        const created = await insertBan(trxDeps.db, { eventId: event.id, userId: targetId, reason, createdBy: userId });
        // A ban cancels the user's pending and future meetings in the event (CONTRACT 11), in the same commit.
        const announce = created ? await deps.meetings?.(trxDeps).cancelFor({ userId: targetId, eventId: event.id }) : undefined;
        return { created, announce };
      });
      await announce?.();
      return created;
    },

    async unban(userId, slug, targetId) {
      const event = await access.requireOrganizerEvent(userId, slug);
      await deleteBan(db, event.id, targetId);
    },

    async listBans(userId, slug, page) {
      const event = await access.requireOrganizerEvent(userId, slug);
      const { rows, total } = await listBans(db, event.id, { limit: page.size, offset: (page.page - 1) * page.size });
      return {
        items: rows.map((r) => ({ user: { id: r.id, name: r.name, surname: r.surname }, reason: r.reason, created_at: r.created_at.toISOString() })),
        total,
      };
    },
  };
}
