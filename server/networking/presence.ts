import { chatPeersOfMany } from '../../storage/repositories/live-chat.js';
import { createBatchLoader } from '../../infra/batch.js';
import type { Logger } from '../../infra/logger.js';
import type { PresenceStore } from '../../infra/presence.js';
import { presenceShown } from '../access/rules.js';
import type { Notifier } from '../ports.js';
import type { ServiceDeps } from '../service.js';

export interface PresenceService {
  /**
   * A socket of the user connected (any node): on the user's first, `presence {online: true}` to their chat peers.
   * `known`: the user's chat peers and block partners, when the caller read them already (socket admission), so
   * nothing more is read.
   */
  connected(userId: number, socketId: string, known?: { chatPeers: readonly number[]; blockPartners: readonly number[] }): Promise<void>;
  /** A socket of the user disconnected: on the user's last, `presence {online: false}` to their chat peers. */
  disconnected(userId: number, socketId: string): Promise<void>;
  /**
   * The users with `online` as `viewerId` may see it: one presence round trip and one block check for the whole list.
   * `blocksChecked`: the list's own statement already left out blocks either way (recommendations), so no block check.
   */
  withOnline<T extends { id: number }>(viewerId: number, users: readonly T[], options?: { blocksChecked?: boolean }): Promise<Array<T & { online: boolean }>>;
}

export interface PresenceServiceDeps extends ServiceDeps {
  notifier: Notifier;
  store: PresenceStore;
  logger: Logger;
}

/**
 * Presence (CONTRACT 10) over the PresenceStore (Redis across nodes, memory on one). Pushes go only to users who
 * share a chat with the user and have no block with them; a block also hides `online` in lists and profiles.
 * Presence is best effort: when the store cannot answer, users are shown offline and nothing is pushed.
 */
export function createPresenceService(deps: PresenceServiceDeps): PresenceService {
  const { db, access, notifier, store, logger } = deps;
  const failed = (what: string) => (err: unknown) => {
    logger.warn({ err: err instanceof Error ? err.message : String(err) }, `presence.${what}_failed`);
    return false;
  };

  // A hall's sockets dropping at once: their users' chat peers are read together (a few statements, not thousands).
  const chatPeersOf = createBatchLoader((userIds: number[]) => chatPeersOfMany(db, userIds), { maxBatch: 500, inFlight: 1 });

  async function announce(userId: number, online: boolean, known?: { chatPeers: readonly number[]; blockPartners: readonly number[] }): Promise<void> {
    const peers = known ? [...known.chatPeers] : await chatPeersOf(userId);
    if (!peers.length) return;
    const blocked = known ? new Set(known.blockPartners) : await access.blockedAmong(userId, peers);
    const targets = peers.filter((id) => presenceShown({ online: true, blocked: blocked.has(id), self: false }));
    if (targets.length) notifier.push({ user: targets }, 'presence', { user_id: userId, online });
  }

  return {
    async connected(userId, socketId, known) {
      if (await store.connect(userId, socketId).catch(failed('connect'))) await announce(userId, true, known);
    },
    async disconnected(userId, socketId) {
      if (await store.disconnect(userId, socketId).catch(failed('disconnect'))) await announce(userId, false);
    },
    async withOnline(viewerId, users, options) {
      const ids = users.map((u) => u.id);
      const [online, blocked] = await Promise.all([
        store.onlineOf(ids).catch((err: unknown) => {
          failed('lookup')(err);
          return new Set<number>();
        }),
        ids.length && !options?.blocksChecked ? access.blockedAmong(viewerId, ids) : new Set<number>(),
      ]);
      return users.map((u) => ({ ...u, online: presenceShown({ online: online.has(u.id), blocked: blocked.has(u.id), self: u.id === viewerId }) }));
    },
  };
}
