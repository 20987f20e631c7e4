import { z } from '../../zod.js';
import type { Routes } from '../../route.js';
import { errorBody, halPageOf } from '../../schemas.js';
import { halPage } from '../../envelopes.js';
import { ENDPOINT_MAX_CHARS } from '../../../server/push/endpoint.js';
import { SUBSCRIPTIONS_PER_USER } from '../../../server/push/service.js';

const subscriptionBody = z
  .object({
    endpoint: z.string().min(1).max(ENDPOINT_MAX_CHARS).openapi({ description: `The push service URL: https, at most ${ENDPOINT_MAX_CHARS} characters, not a loopback or private address.` }),
    expirationTime: z.number().nullable().optional().openapi({ description: 'As `PushSubscription.toJSON()` gives it; ignored.' }),
    keys: z
      .object({
        p256dh: z.string().max(200).openapi({ description: 'base64url of the browser’s P-256 public key (65 bytes, uncompressed)' }),
        auth: z.string().max(100).openapi({ description: 'base64url of the 16-byte authentication secret' }),
      })
      .strict(),
  })
  .strict()
  .openapi('PushSubscription', { description: 'A browser’s `PushSubscription.toJSON()`.' });

const endpointBody = z.object({ endpoint: z.string().min(1).max(ENDPOINT_MAX_CHARS) }).strict().openapi('PushUnsubscribe');
const subscriptionItem = z.object({ endpoint: z.string(), created_at: z.string() }).openapi('PushSubscriptionItem');
const subscriptionPage = halPageOf('push_subscription', subscriptionItem).openapi('PushSubscriptionPage');

/** Web Push for attendees whose apps are closed (CONTRACT 10). */
export function pushRoutes(routes: Routes): void {
  const { ctx } = routes;
  routes.add({
    method: 'get',
    path: '/push/vapid-public-key',
    summary: 'The server’s VAPID public key',
    description: 'Pass it as `applicationServerKey` to `pushManager.subscribe` (base64url of the uncompressed P-256 point).',
    operationId: 'getVapidPublicKey',
    tags: ['Push'],
    auth: 'required',
    responses: { 200: { description: 'The key', schema: z.object({ key: z.string() }).openapi('VapidPublicKey') } },
    handler: async () => ({ body: { key: ctx.push.vapidPublicKey() } }),
  });

  routes.add({
    method: 'post',
    path: '/push/subscriptions',
    summary: 'Subscribe this browser to chat pushes',
    description:
      'A chat message to the caller while no socket of theirs is connected is pushed to each of their subscriptions, encrypted (`aes128gcm`) and signed with VAPID; ' +
      'the decrypted payload is `{type: "chat_message", chat_id, message_id, from: {id, name}}` (never the text). ' +
      `Endpoints must be https and public (422 otherwise); keys of the wrong length → 422. The newest ${SUBSCRIPTIONS_PER_USER} subscriptions of a user are kept. A subscription the push service answers 404 or 410 for is removed.`,
    operationId: 'createPushSubscription',
    tags: ['Push'],
    auth: 'required',
    body: subscriptionBody,
    responses: {
      201: { description: 'Subscribed' },
      200: { description: 'Already subscribed (keys refreshed)' },
      415: { description: 'The body is not JSON', schema: errorBody },
    },
    async handler({ auth, body }) {
      const { created } = await ctx.push.subscribe(auth, body);
      return { status: created ? 201 : 200 };
    },
  });

  routes.add({
    method: 'get',
    path: '/push/subscriptions',
    summary: 'The caller’s own push subscriptions',
    description: 'Only the caller’s own (never another user’s), newest first.',
    operationId: 'listPushSubscriptions',
    tags: ['Push'],
    auth: 'required',
    responses: { 200: { description: 'A page of push_subscription', schema: subscriptionPage } },
    async handler({ auth, req }) {
      const items = await ctx.push.list(auth);
      return { body: halPage(ctx.config, req, 'push_subscription', items, items.length, { page: 1, size: Math.max(SUBSCRIPTIONS_PER_USER, items.length) }) };
    },
  });

  routes.add({
    method: 'delete',
    path: '/push/subscriptions',
    summary: 'Unsubscribe a browser',
    description: 'Removes the caller’s own subscription with this endpoint (204 also when there is none; another user’s subscription is never touched).',
    operationId: 'deletePushSubscription',
    tags: ['Push'],
    auth: 'required',
    body: endpointBody,
    responses: { 204: { description: 'Removed (or none)' }, 415: { description: 'The body is not JSON', schema: errorBody } },
    async handler({ auth, body }) {
      await ctx.push.unsubscribe(auth, body);
      return { status: 204 };
    },
  });
}
