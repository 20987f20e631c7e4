import type { Logger } from '../server/app/logger.js';
import type { ChatMessageItem, LivefeedItem } from '../server/networking/types.js';
import type { ClusterLink } from './adapter.js';
import type { RealtimeServer } from './events.js';
import type { Notifier } from '../server/ports.js';
import { rooms } from './rooms.js';

/**
 * The notifier the services call after commit: feed items to the event's room, chat messages to both members'
 * rooms, on every node. While Redis is away it delivers to this node's sockets only, at once (the sharded adapter
 * would otherwise hold local delivery until its publish succeeds); the others catch up with `sync`.
 * It never throws: the message is already stored, and the REST caller must still get its answer.
 */
export function createDelivery(io: RealtimeServer, link: ClusterLink, logger: Logger): Notifier {
  const target = () => (link.connected() ? io : io.local);
  /** Every socket of these users, on every node (this node's only while Redis is away). */
  const toUsers = (userIds: readonly number[], emit: (to: ReturnType<RealtimeServer['to']>) => void) => {
    try {
      emit(target().to([...new Set(userIds)].map(rooms.user)));
    } catch (err) {
      logger.error({ err }, 'realtime.delivery_failed');
    }
  };
  return {
    livefeedMessage(eventId, item) {
      try {
        target().to(rooms.event(eventId)).emit('livefeed:message', item as LivefeedItem);
      } catch (err) {
        logger.error({ err, eventId }, 'realtime.delivery_failed');
      }
    },
    chatMessage(userIds, item) {
      try {
        target().to([...new Set(userIds)].map(rooms.user)).emit('chat:message', item as ChatMessageItem);
      } catch (err) {
        logger.error({ err }, 'realtime.delivery_failed');
      }
    },
    chatUpdated(userIds, item) {
      toUsers(userIds, (to) => to.emit('chat:updated', item as ChatMessageItem));
    },
    chatRead(userIds, payload) {
      toUsers(userIds, (to) => to.emit('chat:read', payload));
    },
    chatTyping(userId, payload) {
      toUsers([userId], (to) => to.emit('chat:typing', payload));
    },
    presence(userIds, payload) {
      toUsers(userIds, (to) => to.emit('presence', payload));
    },
    participationEnded(userId, eventId) {
      // The user's sockets bound to the event leave its room on every node (the adapter carries the request).
      try {
        target().in(rooms.user(userId)).socketsLeave(rooms.event(eventId));
      } catch (err) {
        logger.error({ err, userId, eventId }, 'realtime.delivery_failed');
      }
    },
  };
}
