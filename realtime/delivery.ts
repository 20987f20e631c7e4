import type { Logger } from '../infra/logger.js';
import type { Metrics } from '../infra/metrics.js';
import type { ClusterLink } from './adapter.js';
import type { RealtimeServer, ServerToClientEvents } from './events.js';
import type { Notifier, QaLiveEvent } from '../server/ports.js';
import type { AudienceTargets } from '../server/realtime.js';
import { rooms } from './rooms.js';

type AudienceTarget = AudienceTargets[keyof AudienceTargets];

/**
 * The ONE map from a push's audience (server/realtime.ts) to Socket.IO rooms: the rooms it goes to, and those it
 * skips. `event` with `except: author` skips the author's `hides:` room (sockets on either side of a block with them).
 */
export function roomsOf(to: AudienceTarget): { rooms: string[]; except: string[] } {
  const users = (ids: number | readonly number[]) => [...new Set(typeof ids === 'number' ? [ids] : ids)].map(rooms.user);
  if ('user' in to) return { rooms: users(to.user), except: [] };
  if ('chat' in to) return { rooms: users(to.chat), except: [] };
  if ('event' in to) return { rooms: [rooms.event(to.event)], except: to.except === undefined ? [] : [rooms.hides(to.except)] };
  if ('session' in to) return { rooms: [rooms.session(to.session)], except: [] };
  if ('seats' in to) return { rooms: [rooms.seats(to.seats)], except: [] };
  if ('checkins' in to) return { rooms: [rooms.checkins(to.checkins)], except: [] };
  return { rooms: [rooms.sessionStaff(to.organizers)], except: [] };
}

/**
 * The notifier the services call after commit: feed items to the event's room, chat messages to both members'
 * rooms, on every node. While Redis is away it delivers to this node's sockets only, at once (the sharded adapter
 * would otherwise hold local delivery until its publish succeeds); the others catch up with `sync`.
 * It never throws: the message is already stored, and the REST caller must still get its answer.
 */
export function createDelivery(
  io: RealtimeServer,
  link: ClusterLink,
  logger: Logger,
  metrics?: Metrics,
  ackTimeoutMs = 2000,
  /** Live Q&A (realtime/qa-pushes.ts). */
  qa: (event: QaLiveEvent) => void = () => undefined,
  /** Live seat states (realtime/seat-pushes.ts). */
  seats: (eventId: number, seatIds: readonly string[]) => void = () => undefined,
  /** Live check-in progress (realtime/checkin-pushes.ts). */
  checkins: (eventId: number) => void = () => undefined,
): Notifier {
  const target = () => (link.connected() ? io : io.local);
  /**
   * The other nodes forget their cached token state for the user (this node's service already did). Resolves when
   * every other node has acknowledged, or after `ackTimeoutMs` (Redis away or a node gone: their cache expires).
   */
  const revoked = (userId: number): Promise<void> => {
    if (link.kind === 'memory' || !link.connected()) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        logger.warn({ userId }, 'realtime.revocation_unacknowledged');
        resolve();
      }, ackTimeoutMs);
      timer.unref();
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      try {
        // With an acknowledgement: the adapter calls back once every other node has answered (or its own timeout).
        (io.serverSideEmit as (ev: string, ...args: unknown[]) => boolean)('user:revoked', userId, done);
      } catch (err) {
        logger.error({ err }, 'realtime.delivery_failed');
        done();
      }
    });
  };
  return {
    push(to, event, payload) {
      try {
        const { rooms: targets, except } = roomsOf(to as AudienceTarget);
        if (!targets.length) return;
        const server = target().to(targets);
        (except.length ? server.except(except) : server).emit(event, ...([payload] as Parameters<ServerToClientEvents[typeof event]>));
        metrics?.pushes.inc({ event });
      } catch (err) {
        logger.error({ err, event }, 'realtime.delivery_failed');
      }
    },
    participationEnded(userId, eventId) {
      // The user's sockets bound to the event leave its room on every node (the adapter carries the request).
      try {
        const server = target();
        server.in(rooms.user(userId)).socketsLeave(rooms.event(eventId));
        // ... and the live Q&A rooms of its sessions they joined (a socket joins only its token's event's sessions).
        void server
          .in(rooms.user(userId))
          .fetchSockets()
          .then((sockets) => {
            for (const socket of sockets) {
              if (socket.data.claims?.eventId !== eventId) continue;
              for (const room of socket.rooms) if (room.startsWith('session:') || room.startsWith('session-staff:')) socket.leave(room);
            }
          })
          .catch((err: unknown) => logger.error({ err, userId, eventId }, 'realtime.delivery_failed'));
      } catch (err) {
        logger.error({ err, userId, eventId }, 'realtime.delivery_failed');
      }
    },
    qa,
    seats,
    checkins,
    blockChanged(userId, otherId, hidden) {
      try {
        // Carried by the adapter to every node: sockets already open there join (or leave) at once.
        const server = target();
        if (hidden) {
          server.in(rooms.user(userId)).socketsJoin(rooms.hides(otherId));
          server.in(rooms.user(otherId)).socketsJoin(rooms.hides(userId));
        } else {
          server.in(rooms.user(userId)).socketsLeave(rooms.hides(otherId));
          server.in(rooms.user(otherId)).socketsLeave(rooms.hides(userId));
        }
      } catch (err) {
        logger.error({ err }, 'realtime.delivery_failed');
      }
    },
    userDeleted(userId) {
      try {
        target().in(rooms.user(userId)).disconnectSockets(true);
      } catch (err) {
        logger.error({ err }, 'realtime.delivery_failed');
      }
      return revoked(userId);
    },
    sessionsRevoked(userId, sid) {
      try {
        // The login's sockets on every node close (the adapter carries the request); the client must log in again.
        target().in(rooms.login(sid)).disconnectSockets(true);
      } catch (err) {
        logger.error({ err }, 'realtime.delivery_failed');
      }
      return revoked(userId);
    },
  };
}
