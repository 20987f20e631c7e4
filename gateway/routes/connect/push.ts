import type { Routes } from '../../route.js';
import { errorBody, halPageOf } from '../../schemas.js';
import { halPage } from '../../envelopes.js';
import { pushSubscription as subscriptionBody, pushSubscriptionItem as subscriptionItem, pushUnsubscribe as endpointBody, vapidPublicKey } from '../../../server/push/schemas.js';
import { SUBSCRIPTIONS_PER_USER } from '../../../server/push/service.js';

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
    responses: { 200: { description: 'The key', schema: vapidPublicKey } },
    handler: async () => ({ body: { key: ctx.push.vapidPublicKey() } }),
  });

  routes.add({
    method: 'post',
    path: '/push/subscriptions',
    summary: 'Subscribe this browser to chat pushes',
    description:
      'A chat message to the caller is pushed to each of their subscriptions when, as the push goes out (moments after the message is stored), no socket of theirs is connected and they have not read it; encrypted (`aes128gcm`) and signed with VAPID, ' +
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
