import webpush from 'web-push';
import type { DB } from '../../storage/database.js';
import { deleteSubscription, deleteSubscriptionById, findSubscription, listSubscriptions, pushTargets, saveSubscription } from '../../storage/repositories/push.js';
import type { PushSubscriptionItem } from './schemas.js';
import { findChatMessageForPush } from '../../storage/repositories/chat.js';
import { getOrCreateSecret } from '../../storage/repositories/secrets.js';
import type { Config } from '../../infra/config.js';
import type { Logger } from '../../infra/logger.js';
import type { PresenceStore } from '../../infra/presence.js';
import type { AccessClaims } from '../identity/tokens.js';
import { invalid } from '../errors.js';
import { readEndpoint, readKey } from './endpoint.js';
import { BlockedAddressError } from '../outbound/address-policy.js';
import { safePost } from '../outbound/safe-http.js';
import { enqueueJob, exponentialBackoff, PermanentJobError, type Outbox } from '../outbox/outbox.js';
import { transaction, type ServiceDeps } from '../service.js';

/**
 * Outbox kinds (server/outbox): a chat message whose recipient may need a push (recorded by the message's own
 * statement, expanded after commit into the two below unless the recipient is online or has read it by then), one
 * Web Push to one subscription, one post to the native-app gateway.
 */
export const CHAT_PUSH_JOB = 'chat_push';
export const WEB_PUSH_JOB = 'web_push';
export const PUSH_HTTP_JOB = 'push_http';
/**
 * A push to one user about anything but a chat message (meetings, CONTRACT 11): `{user_id, data, offline_only?}`,
 * recorded in the transaction of the change and expanded like `chat_push` (skipped when `offline_only` and the
 * user has a connected socket by then).
 */
export const USER_PUSH_JOB = 'user_push';
const MAX_ATTEMPTS = 8;

/** Subscriptions kept per user (a browser that subscribes again gets a new endpoint; the oldest go first). */
export const SUBSCRIPTIONS_PER_USER = 10;
const SEND_TIMEOUT_MS = 10_000;
/** How long a push service keeps a push for a device that is off (seconds). */
const PUSH_TTL_SECONDS = 24 * 3600;

/** What a push says: never the message text (it may be read on a lock screen or by the push service). */
export interface ChatPushPayload {
  type: 'chat_message';
  chat_id: number;
  message_id: number;
  from: { id: number; name: string };
}

/** What a meeting push says (CONTRACT 11). */
export type MeetingPushPayload = { type: 'meeting'; meeting_id: number; status: string } | { type: 'meeting_reminder'; meeting_id: number };

export interface PushService {
  /** The VAPID public key (base64url of the uncompressed P-256 point) a browser subscribes with. */
  vapidPublicKey(): string;
  subscribe(actor: AccessClaims, input: { endpoint?: unknown; keys?: { p256dh?: unknown; auth?: unknown } }): Promise<{ created: boolean }>;
  unsubscribe(actor: AccessClaims, input: { endpoint?: unknown }): Promise<void>;
  list(actor: AccessClaims): Promise<PushSubscriptionItem[]>;
  /**
   * The outbox job the message's statement records (`{message_id}`): when the recipient has subscriptions, or
   * always when the native gateway is set (`always`). Whether they are online is asked when the job runs (no Redis
   * round trip on the send path): a recipient with a connected socket by then gets no push, from either.
   */
  readonly chatPushJob: { kind: string; always: boolean };
  /** After commit, when a job was recorded: send it now rather than at the outbox's next poll. */
  kick(): void;
}

interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

async function loadVapidKeys(db: DB, config: Config): Promise<VapidKeys> {
  const { vapidPublicKey, vapidPrivateKey } = config.push;
  if (vapidPublicKey && vapidPrivateKey) return { publicKey: vapidPublicKey, privateKey: vapidPrivateKey };
  // Generated once and kept in the database, so every node signs with the same key and subscriptions survive restarts.
  const stored = await getOrCreateSecret(db, 'vapid_keys', () => JSON.stringify(webpush.generateVAPIDKeys()));
  return JSON.parse(stored) as VapidKeys;
}

/** 2xx: sent; 408, 429 and 5xx: try again (the outbox backs off); anything else will not get better. */
function settle(status: number, who: string): void {
  if (status >= 200 && status < 300) return;
  const message = `${who} answered ${status}`;
  if (status === 408 || status === 429 || status >= 500) throw new Error(message);
  throw new PermanentJobError(message);
}

export interface PushServiceDeps extends ServiceDeps {
  config: Config;
  logger: Logger;
  presence: PresenceStore;
  outbox: Outbox;
}

/**
 * Web Push (RFC 8030/8291/8292) for attendees who are offline: subscriptions per user and browser, VAPID keys,
 * and delivery through the shared outbox (server/outbox): a job `chat_push {message_id}` stored with the message,
 * which whichever node claims it expands, when the recipient has no connected socket then (nor has read it), into
 * `web_push {subscription_id, data}` (one per subscription) and `push_http {user_id, data}`, sent by whichever node
 * claims those. Delivery is at least once (a node that dies between expanding and finishing the job expands it
 * again: a push may come twice, never not at all).
 */
export async function createPushService(deps: PushServiceDeps): Promise<PushService> {
  const { db, config, logger, presence, outbox } = deps;
  const { allowPrivate, httpUrl, httpToken } = config.push;
  const keys = await loadVapidKeys(db, config);
  const vapidDetails = {
    subject: config.push.vapidSubject ?? (config.publicUrl?.startsWith('https://') ? config.publicUrl : 'mailto:push@convene.invalid'),
    publicKey: keys.publicKey,
    privateKey: keys.privateKey,
  };

  async function sendWebPush(payload: unknown): Promise<void> {
    const { subscription_id, data } = payload as { subscription_id: number; data: ChatPushPayload | MeetingPushPayload };
    const sub = await findSubscription(db, subscription_id);
    if (!sub) return; // unsubscribed meanwhile
    const details = webpush.generateRequestDetails({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }, JSON.stringify(data), {
      vapidDetails,
      contentEncoding: 'aes128gcm',
      TTL: PUSH_TTL_SECONDS,
      urgency: 'high',
    });
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(details.headers)) if (name.toLowerCase() !== 'content-length') headers[name] = String(value);
    // Through the outbound-address policy, connecting to the address it checked (never a second DNS answer);
    // a name that no longer resolves is not sent to (the job tries again later).
    let res: { status: number };
    try {
      res = await safePost(details.endpoint, { headers, body: details.body, timeoutMs: SEND_TIMEOUT_MS, allowPrivate });
    } catch (err) {
      if (!(err instanceof BlockedAddressError)) throw err;
      await deleteSubscriptionById(db, sub.id);
      throw new PermanentJobError('endpoint resolves to a refused address; subscription removed');
    }
    if (res.status === 404 || res.status === 410) {
      // The browser unsubscribed or the subscription expired: never try it again.
      await deleteSubscriptionById(db, sub.id);
      return;
    }
    settle(res.status, 'push service');
  }

  async function sendToGateway(payload: unknown): Promise<void> {
    if (!httpUrl) return;
    const { user_id, data } = payload as { user_id: number; data: ChatPushPayload | MeetingPushPayload };
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (httpToken) headers.authorization = `Bearer ${httpToken}`;
    // The operator's own gateway, still through the outbound-address policy (a private one needs PUSH_ALLOW_PRIVATE=1).
    const res = await safePost(httpUrl, { headers, body: JSON.stringify({ user_id, ...data }), timeoutMs: SEND_TIMEOUT_MS, allowPrivate });
    settle(res.status, 'push gateway');
  }

  /**
   * Whether the user has a connected socket on any node now. Presence unknown (Redis away): no, because a push too
   * many is better than a message nobody hears of.
   */
  async function onlineNow(userId: number): Promise<boolean> {
    try {
      return (await presence.onlineOf([userId])).has(userId);
    } catch (err) {
      logger.warn({ err: err instanceof Error ? err.message : String(err) }, 'presence.lookup_failed');
      return false;
    }
  }

  /**
   * A stored chat message: nothing when it was taken back or read meanwhile, or when its recipient has a connected
   * socket now (the socket got `chat:message`; the native gateway gets nothing either); otherwise one job per way to
   * reach them, in one transaction. Presence is asked here rather than when the message is sent: the send path
   * makes no Redis round trip for it, and only messages to recipients with a way to be pushed ask at all.
   */
  async function expandChatPush(payload: unknown): Promise<void> {
    const { message_id } = payload as { message_id: number };
    const message = await findChatMessageForPush(db, message_id);
    if (!message || message.deleted_at || message.read) return; // taken back, or already seen: nothing to tell
    if (await onlineNow(message.recipient_id)) return;
    await transaction(db, async (trx) => {
      const targets = await pushTargets(trx, message.recipient_id, message.sender_id);
      const data: ChatPushPayload = { type: 'chat_message', chat_id: message.chat_id, message_id: message.id, from: { id: message.sender_id, name: targets.senderName } };
      for (const id of targets.subscriptionIds) await enqueueJob(trx, WEB_PUSH_JOB, { subscription_id: id, data });
      if (httpUrl) await enqueueJob(trx, PUSH_HTTP_JOB, { user_id: message.recipient_id, data });
    });
    outbox.wake();
  }

  /** A push to one user (meetings): one job per subscription and one for the native gateway, in one transaction. */
  async function expandUserPush(payload: unknown): Promise<void> {
    const { user_id, data, offline_only } = payload as { user_id: number; data: MeetingPushPayload; offline_only?: boolean };
    if (offline_only && (await onlineNow(user_id))) return; // the socket got `meeting:updated`
    await transaction(db, async (trx) => {
      const subscriptions = await listSubscriptions(trx, user_id);
      for (const sub of subscriptions) await enqueueJob(trx, WEB_PUSH_JOB, { subscription_id: sub.id, data });
      if (httpUrl) await enqueueJob(trx, PUSH_HTTP_JOB, { user_id, data });
    });
    outbox.wake();
  }

  const retry = { maxAttempts: MAX_ATTEMPTS, backoff: exponentialBackoff({ baseMs: config.push.retryBaseMs, maxMs: 3_600_000 }) };
  outbox.register(CHAT_PUSH_JOB, expandChatPush, retry);
  outbox.register(WEB_PUSH_JOB, sendWebPush, retry);
  outbox.register(PUSH_HTTP_JOB, sendToGateway, retry);
  outbox.register(USER_PUSH_JOB, expandUserPush, retry);

  return {
    vapidPublicKey: () => keys.publicKey,

    async subscribe(actor, input) {
      const endpoint = readEndpoint(input.endpoint, allowPrivate).toString();
      if (typeof input.keys !== 'object' || input.keys === null) throw invalid('keys', 'keys {p256dh, auth} are required.');
      const p256dh = readKey(input.keys.p256dh, 'p256dh', 65);
      const auth = readKey(input.keys.auth, 'auth', 16);
      const { created } = await saveSubscription(db, actor.userId, { endpoint, p256dh, auth }, SUBSCRIPTIONS_PER_USER);
      return { created };
    },

    async unsubscribe(actor, input) {
      if (typeof input.endpoint !== 'string' || input.endpoint === '') throw invalid('endpoint', 'endpoint is required.');
      let endpoint = input.endpoint;
      try {
        endpoint = new URL(input.endpoint).toString();
      } catch {
        // Not a URL: nothing of this user can match it; answer as for an unknown one.
      }
      await deleteSubscription(db, actor.userId, endpoint);
    },

    async list(actor) {
      const rows = await listSubscriptions(db, actor.userId);
      return rows.map((r) => ({ endpoint: r.endpoint, created_at: r.created_at.toISOString() }));
    },

    chatPushJob: { kind: CHAT_PUSH_JOB, always: httpUrl !== undefined },

    kick: () => outbox.wake(),
  };
}
