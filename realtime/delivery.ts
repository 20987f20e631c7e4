import type { Logger } from '../server/app/logger.js';
import type { Metrics } from '../server/app/metrics.js';
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
export function createDelivery(io: RealtimeServer, link: ClusterLink, logger: Logger, metrics?: Metrics): Notifier {
  const target = () => (link.connected() ? io : io.local);
  return {
    livefeedMessage(eventId, item) {
      try {
        target().to(rooms.event(eventId)).emit('livefeed:message', item as LivefeedItem);
        metrics?.pushes.inc({ event: 'livefeed:message' });
      } catch (err) {
        logger.error({ err, eventId }, 'realtime.delivery_failed');
      }
    },
    chatMessage(userIds, item) {
      try {
        target().to([...new Set(userIds)].map(rooms.user)).emit('chat:message', item as ChatMessageItem);
        metrics?.pushes.inc({ event: 'chat:message' });
      } catch (err) {
        logger.error({ err }, 'realtime.delivery_failed');
      }
    },
  };
}
