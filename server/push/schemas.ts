import { z } from 'zod';
import { ENDPOINT_MAX_CHARS } from './endpoint.js';

/**
 * Web Push (CONTRACT 10): the ONE declaration of the area's shapes. The service's types are inferred from these, and
 * the routes (gateway/routes/connect/push.ts) show them in the OpenAPI document under their ids.
 */

export const pushSubscription = z
  .object({
    endpoint: z
      .string()
      .min(1)
      .max(ENDPOINT_MAX_CHARS)
      .meta({ description: `The push service URL: https, at most ${ENDPOINT_MAX_CHARS} characters, not a loopback or private address.` }),
    expirationTime: z.number().nullable().optional().meta({ description: 'As `PushSubscription.toJSON()` gives it; ignored.' }),
    keys: z
      .object({
        p256dh: z.string().max(200).meta({ description: 'base64url of the browser’s P-256 public key (65 bytes, uncompressed)' }),
        auth: z.string().max(100).meta({ description: 'base64url of the 16-byte authentication secret' }),
      })
      .strict(),
  })
  .strict()
  .meta({ id: 'PushSubscription', description: 'A browser’s `PushSubscription.toJSON()`.' });

export const pushUnsubscribe = z.object({ endpoint: z.string().min(1).max(ENDPOINT_MAX_CHARS) }).strict().meta({ id: 'PushUnsubscribe' });

export const pushSubscriptionItem = z.object({ endpoint: z.string(), created_at: z.string() }).meta({ id: 'PushSubscriptionItem' });

export const vapidPublicKey = z.object({ key: z.string() }).meta({ id: 'VapidPublicKey' });

export type PushSubscriptionInput = z.infer<typeof pushSubscription>;
export type PushUnsubscribeInput = z.infer<typeof pushUnsubscribe>;
export type PushSubscriptionItem = z.infer<typeof pushSubscriptionItem>;
