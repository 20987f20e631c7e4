import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import type { DB } from '../../storage/database.js';
import { findOrganizationBySlug } from '../../storage/repositories/organizations.js';
import {
  deleteWebhook,
  findDeliveryTarget,
  findWebhook,
  insertDeliveries,
  insertWebhookWithinCap,
  listDeliveries,
  listWebhooks,
  recordDeliveryAttempt,
} from '../../storage/repositories/webhooks.js';
import { transaction, type ServiceDeps } from '../service.js';
import type { Config } from '../../infra/config.js';
import { conflict, invalid, notFound } from '../errors.js';
import { exponentialBackoff, PermanentJobError, type Outbox } from '../outbox/outbox.js';
import { BlockedAddressError, checkHost } from '../outbound/address-policy.js';
import { safePost } from '../outbound/safe-http.js';
import type { WebhookDeliveryItem, WebhookItem } from './schemas.js';
import type { Page, PageRequest } from '../paging.js';

/** Event types a webhook may subscribe to (CONTRACT 8). */
export const WEBHOOK_EVENT_TYPES = [
  'ticket.issued',
  'ticket.voided',
  'checkin.created',
  'report.created',
  'meeting.accepted',
  'meeting.cancelled',
  // Ticket sales (CONTRACT 15; payload: server/sales/schemas.ts orderWebhookData).
  'order.placed',
  'order.paid',
  'order.expired',
  'order.canceled',
  // Refunds (CONTRACT 15; payload: server/sales/payment-schemas.ts refundWebhookData).
  'refund.created',
  // The waiting list (CONTRACT 15; payload: server/sales/schemas.ts WaitingListWebhookData).
  'waiting_list.offered',
  // Leads (CONTRACT 20; payload: server/exhibitors/schemas.ts).
  'lead.captured',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const WEBHOOK_URL_MAX = 2048;
export const WEBHOOKS_PER_ORGANIZATION = 20;
/** The outbox kind of one webhook delivery (payload `{delivery_id}`). */
export const WEBHOOK_JOB = 'webhook.delivery';

/**
 * Announces `type` to the organization's webhooks: records a delivery (and its outbox job) per subscribed webhook
 * in the caller's transaction, so the announcement exists exactly when the change commits. Any service may call it
 * with its `trx` (e.g. `report.created` from safety). The body is fixed here: every retry sends the same bytes.
 * `subjects`: the users whose details the body carries (an account deletion scrubs those bodies by user id).
 */
export function enqueueWebhookEvent(trx: DB, organizationId: number, type: WebhookEventType, data: unknown, subjects: readonly number[] = []): Promise<number> {
  return insertDeliveries(trx, { organizationId }, type, webhookBody(type, data), WEBHOOK_JOB, subjects);
}

/**
 * The same announcement to one exhibitor's own webhooks (CONTRACT 20; its booth staff manage them, see
 * server/exhibitors/service.ts). Organization webhooks never receive these deliveries, nor exhibitor webhooks
 * `enqueueWebhookEvent`'s: a caller that announces to both calls both.
 */
export function enqueueExhibitorWebhookEvent(trx: DB, exhibitorId: number, type: WebhookEventType, data: unknown, subjects: readonly number[] = []): Promise<number> {
  return insertDeliveries(trx, { exhibitorId }, type, webhookBody(type, data), WEBHOOK_JOB, subjects);
}

const webhookBody = (type: WebhookEventType, data: unknown) => JSON.stringify({ type, timestamp: new Date().toISOString(), data });

/** A new signing secret: `whsec_` + base64 of 24 random bytes, as Standard Webhooks specifies. */
export const newWebhookSecret = (): string => `whsec_${randomBytes(24).toString('base64')}`;

export interface WebhookInput {
  url: string;
  events: WebhookEventType[];
}

/** A webhook as its managers see it (never the secret). */
export const presentWebhook = (w: { id: number; url: string; events: string[]; created_at: Date }): WebhookItem => ({
  id: w.id,
  url: w.url,
  events: w.events,
  created_at: w.created_at.toISOString(),
});

/** Refuses what is not an http(s) URL, too long, or (unless allowed) pointing at a loopback or private address. */
export async function checkWebhookTarget(url: string, allowPrivate: boolean): Promise<void> {
  if (url.length > WEBHOOK_URL_MAX) throw invalid('url', `url must be at most ${WEBHOOK_URL_MAX} characters.`);
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw invalid('url', 'url must be an absolute http or https URL.');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw invalid('url', 'url must be an http or https URL.');
  if (parsed.username || parsed.password) throw invalid('url', 'url must not carry credentials.');
  try {
    await checkHost(parsed.hostname, allowPrivate);
  } catch (err) {
    if (err instanceof BlockedAddressError) throw invalid('url', 'url points at a loopback, private or reserved address.', 'private_address');
    throw invalid('url', `url's host cannot be resolved.`, 'unresolvable_host');
  }
}

export interface WebhookServiceDeps extends ServiceDeps {
  config: Pick<Config, 'webhooks'>;
}

export interface WebhookService {
  create(userId: number, slug: string, input: WebhookInput): Promise<WebhookItem & { secret: string }>;
  list(userId: number, slug: string): Promise<WebhookItem[]>;
  remove(userId: number, slug: string, id: number): Promise<void>;
  deliveries(userId: number, slug: string, id: number, page: PageRequest): Promise<Page<WebhookDeliveryItem>>;
}

/** Webhooks of an organization (members manage them) and their delivery history. */
export function createWebhookService(deps: WebhookServiceDeps): WebhookService {
  const { db, access, config } = deps;

  async function memberOrganization(userId: number, slug: string) {
    const org = await findOrganizationBySlug(db, slug);
    if (!org) throw notFound('Organization');
    await access.requireOrganizationRole(userId, org.id, 'member', 'Only members of the organization may manage its webhooks.');
    return org;
  }

  return {
    async create(userId: number, slug: string, input: WebhookInput) {
      const org = await memberOrganization(userId, slug);
      await checkWebhookTarget(input.url, config.webhooks.allowPrivate);
      const secret = newWebhookSecret();
      // The database decides the cap (the organization's row locked while counting): concurrent creations on any
      // node never store more than WEBHOOKS_PER_ORGANIZATION.
      const values = { organization_id: org.id, url: input.url, events: [...new Set(input.events)], secret, created_by: userId };
      const row = await transaction(db, (trx) => insertWebhookWithinCap(trx, values, WEBHOOKS_PER_ORGANIZATION));
      if (!row) throw conflict('too_many_webhooks', `An organization has at most ${WEBHOOKS_PER_ORGANIZATION} webhooks.`);
      return { ...presentWebhook(row), secret: row.secret };
    },

    async list(userId: number, slug: string) {
      const org = await memberOrganization(userId, slug);
      return (await listWebhooks(db, org.id)).map(presentWebhook);
    },

    async remove(userId: number, slug: string, id: number): Promise<void> {
      const org = await memberOrganization(userId, slug);
      if (!(await deleteWebhook(db, org.id, id))) throw notFound('Webhook');
    },

    async deliveries(userId: number, slug: string, id: number, page: { page: number; size: number }) {
      const org = await memberOrganization(userId, slug);
      if (!(await findWebhook(db, org.id, id))) throw notFound('Webhook');
      const { rows, total } = await listDeliveries(db, id, { limit: page.size, offset: (page.page - 1) * page.size });
      const items = rows.map((d) => ({
        id: d.id,
        type: d.type,
        webhook_id: d.message_id,
        status: d.status,
        attempts: d.attempts,
        last_status_code: d.last_status_code,
        last_error: d.last_error,
        created_at: d.created_at.toISOString(),
        delivered_at: d.delivered_at?.toISOString() ?? null,
      }));
      return { items, total };
    },
  };
}

/**
 * Registers the delivery of webhooks with the outbox: each try signs the stored body afresh (Standard Webhooks:
 * `webhook-id` stays, `webhook-timestamp` is the try's), POSTs it through the SSRF-safe client, and records the try.
 * A 2xx answer is delivered; anything else (or no answer in time) is tried again with backoff until the last try.
 */
export function registerWebhookDelivery(outbox: Outbox, deps: { db: DB; config: Pick<Config, 'webhooks'> }): void {
  const { db, config } = deps;
  outbox.register(
    WEBHOOK_JOB,
    async (payload, job) => {
      const deliveryId = (payload as { delivery_id?: unknown }).delivery_id;
      if (typeof deliveryId !== 'number') throw new PermanentJobError('payload without delivery_id');
      const delivery = await findDeliveryTarget(db, deliveryId);
      if (!delivery || delivery.status !== 'pending') return;
      const now = new Date();
      const signature = new Webhook(delivery.secret).sign(delivery.message_id, now, delivery.body);
      let statusCode: number | null = null;
      let error: string | null = null;
      try {
        const answer = await safePost(delivery.url, {
          body: delivery.body,
          headers: {
            'content-type': 'application/json',
            'user-agent': 'Convene-Webhooks/1',
            'webhook-id': delivery.message_id,
            'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
            'webhook-signature': signature,
          },
          timeoutMs: config.webhooks.timeoutMs,
          allowPrivate: config.webhooks.allowPrivate,
        });
        statusCode = answer.status;
        if (answer.status < 200 || answer.status > 299) error = `answered ${answer.status}`;
      } catch (err) {
        error = err instanceof Error ? err.message : String(err);
        if (err instanceof BlockedAddressError) {
          await recordDeliveryAttempt(db, delivery.id, { attempts: job.attempt, status: 'failed', statusCode, error });
          throw new PermanentJobError(error);
        }
      }
      const status = error === null ? 'delivered' : job.final ? 'failed' : 'pending';
      await recordDeliveryAttempt(db, delivery.id, { attempts: job.attempt, status, statusCode, error });
      if (error !== null) throw new Error(error);
    },
    {
      maxAttempts: config.webhooks.maxAttempts,
      backoff: exponentialBackoff({ baseMs: config.webhooks.retryBaseMs, maxMs: config.webhooks.retryMaxMs }),
    },
  );
}
