import { blockPartners, deleteBlock, insertBlock, listBlocks } from '../../storage/repositories/safety.js';
import { removeLeadContactsForBlock } from '../../storage/repositories/exhibitors.js';
import type { ExhibitorService } from '../exhibitors/service.js';
import { findPublicUser } from '../../storage/repositories/profiles.js';
import type { AccessClaims } from '../identity/tokens.js';
import type { Notifier } from '../ports.js';
import type { MeetingServiceOn } from '../meetings/service.js';
import { invalid, notFound } from '../errors.js';
import { presentPublicUser } from '../networking/public-user.js';
import type { Page, PageRequest, PublicUser } from '../networking/types.js';
import { inTransaction, type ServiceDeps } from '../service.js';

export interface BlockService {
  /** Blocks a user: the public user when new, null when already blocked (404 unknown, 422 oneself). */
  block(actor: AccessClaims, targetId: number): Promise<PublicUser | null>;
  /** Idempotent. */
  unblock(actor: AccessClaims, targetId: number): Promise<void>;
  list(actor: AccessClaims, page: PageRequest): Promise<Page<PublicUser>>;
  /** Users on the other side of a block with this user, either way (the realtime layer's `hides:` rooms). */
  partners(userId: number): Promise<number[]>;
}

export interface BlockServiceDeps extends ServiceDeps {
  notifier: Notifier;
  /** The exhibitors' staff are told of the leads a block took contact details from (CONTRACT 20). */
  leads: Pick<ExhibitorService, 'contactsRemoved'>;
  /** Meetings (CONTRACT 11): what ends participation cancels the meetings in the same transaction. */
  meetings?: MeetingServiceOn;
}

/**
 * Blocks (CONTRACT 7): one row per blocker, read both ways by the access rule (`access.isBlockedBetween`, SQL
 * `blockedBetweenSql`), which chat, attendee lists, profiles and the feed apply. After commit the notifier moves
 * both users' open sockets, on every node, in or out of each other's `hides:` rooms, so feed pushes are filtered too.
 */
export function createBlockService(deps: BlockServiceDeps): BlockService {
  const { db, notifier } = deps;
  return {
    async block(actor, targetId) {
      if (targetId === actor.userId) throw invalid('user_id', 'You cannot block yourself.');
      const target = await findPublicUser(db, targetId);
      if (!target) throw notFound('User', 'user_not_found');
      const { created, announce, removed } = await inTransaction(deps, async (trxDeps) => {
        const created = await insertBlock(trxDeps.db, actor.userId, targetId);
        // Each one's contact leaves the leads of the exhibitors the other staffs (CONTRACT 20), in the same commit.
        const removed = created ? await removeLeadContactsForBlock(trxDeps.db, actor.userId, targetId) : [];
        // Their pending and future meetings with each other end with the block (CONTRACT 11), in the same commit.
        const announce = created ? await deps.meetings?.(trxDeps).cancelFor({ userId: actor.userId, otherId: targetId }) : undefined;
        return { created, announce, removed };
      });
      if (!created) return null;
      notifier.blockChanged(actor.userId, targetId, true);
      await announce?.();
      await deps.leads.contactsRemoved(removed);
      return presentPublicUser(target);
    },
    async unblock(actor, targetId) {
      const { stillBlocked } = await deleteBlock(db, actor.userId, targetId);
      if (!stillBlocked && targetId !== actor.userId) notifier.blockChanged(actor.userId, targetId, false);
    },
    async list(actor, page) {
      const { rows, total } = await listBlocks(db, actor.userId, { limit: page.size, offset: (page.page - 1) * page.size });
      return { items: rows.map(presentPublicUser), total };
    },
    partners: (userId) => blockPartners(db, userId),
  };
}
