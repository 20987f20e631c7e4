import { randomBytes } from 'node:crypto';
import type { DB } from '../../storage/database.js';
import type { Config } from '../../infra/config.js';
import type { Logger } from '../../infra/logger.js';
import type { Metrics } from '../../infra/metrics.js';
import type { ProviderHealth } from '../../infra/provider-health.js';
import { enqueueJob, exponentialBackoff, type Outbox } from '../outbox/outbox.js';
import { invalid } from '../errors.js';
import {
  confirmAddress,
  eventMailFacts,
  findMail,
  findNotificationSettings,
  insertMail,
  isUnsubscribed,
  setMailStatus,
  startConfirmation,
  unsubscribe,
  userAddress,
} from '../../storage/repositories/mail.js';
import { receiverLocale } from './locale.js';
import { createLinkTokens, type LinkTokens } from './tokens.js';
import { TEMPLATES } from './templates/index.js';
import type { EventMailData } from './template.js';
import type { MailTransport } from './transport.js';

/** The outbox kind of one mail: `{key}` (the row in `mails`). */
export const MAIL_JOB = 'mail';

/** A mail's cause-unique key and where it goes: a user (their confirmed address when it is sent) or an address. */
export interface MailRequest {
  /** Unique per cause (`meeting_request:42:7`): a second request with the same key queues nothing. */
  key: string;
  template: string;
  userId?: number | undefined;
  address?: string | undefined;
  data: unknown;
}

/** Reminder choices (`PATCH {connect_url}/users/me` `{notifications}`); absent means on. */
export interface NotificationSettings {
  meeting_reminder_email: boolean;
  meeting_reminder_push: boolean;
}
export const DEFAULT_NOTIFICATIONS: NotificationSettings = { meeting_reminder_email: true, meeting_reminder_push: true };

export async function notificationSettingsOf(db: DB, userId: number): Promise<NotificationSettings> {
  const stored = (await findNotificationSettings(db, userId)) as Partial<NotificationSettings> | undefined;
  return { ...DEFAULT_NOTIFICATIONS, ...(stored ?? {}) };
}

/** An event as mails show it: the data every event mail carries, its times, zone and place. */
export interface EventFacts extends EventMailData {
  starts_at: string;
  ends_at: string;
  organization_id: number;
  slug: string;
  time_zone: string;
  city_name: string;
  online: boolean;
}

export interface MailService {
  /** Records a mail in the caller's transaction (it exists iff that commits); false when its key was used. */
  queue(db: DB, mail: MailRequest): Promise<boolean>;
  /** After a commit that queued mail: run the outbox now. */
  wake(): void;
  /** The event part of a mail's data (organization's name and logo, the event's name and address). */
  eventData(db: DB, eventId: number): Promise<EventFacts | undefined>;
  /** Whether the user has an address mail may use now (theirs, confirmed, not deleted). */
  hasConfirmedAddress(db: DB, userId: number): Promise<boolean>;
  /** In the caller's transaction: a new single-use link for `email`, mailed to it (the old link stops working). */
  requestConfirmation(db: DB, userId: number, email: string): Promise<void>;
  /** `GET {connect_url}/email/confirm?token=` */
  confirm(token: string): Promise<{ email: string }>;
  /** `POST {connect_url}/email/unsubscribe?token=` (RFC 8058 one-click). */
  unsubscribe(token: string): Promise<void>;
}

export interface MailDeps {
  db: DB;
  config: Config;
  logger: Logger;
  outbox: Outbox;
  transport: MailTransport;
  secret: string;
  /** Mails sent, failed (to be retried) and given up, by template (`GET /metrics`). */
  metrics?: Pick<Metrics, 'mailsSent' | 'mailsFailed' | 'mailsGivenUp'> | undefined;
  /** What `/readyz` says of the mail server. */
  health?: ProviderHealth | undefined;
}

export function connectUrlOf(config: Config): string {
  return `${config.publicUrl ?? `http://localhost:${config.port}`}/connect`;
}

export function createMailService(deps: MailDeps): MailService {
  const { db, config, outbox } = deps;
  const tokens = createLinkTokens(deps.secret);
  const base = config.publicUrl ?? `http://localhost:${config.port}`;
  const connectUrl = connectUrlOf(config);
  registerMailJob(outbox, { ...deps, tokens, connectUrl });

  return {
    async queue(trx, mail) {
      if (!TEMPLATES[mail.template]) throw new Error(`mail: no template ${mail.template}`);
      const inserted = await insertMail(trx, { key: mail.key, template: mail.template, userId: mail.userId ?? null, address: mail.address ?? null, data: mail.data });
      if (inserted) await enqueueJob(trx, MAIL_JOB, { key: mail.key });
      return inserted;
    },
    wake: () => outbox.wake(),
    async eventData(trx, eventId) {
      const facts = await eventMailFacts(trx, eventId);
      if (!facts) return undefined;
      return {
        sender: { name: facts.organization_name, logo: facts.organization_logo },
        event_name: facts.event_name,
        event_url: `${base}/app/events/${encodeURIComponent(facts.slug)}`,
        starts_at: facts.starts_at,
        ends_at: facts.ends_at,
        organization_id: facts.organization_id,
        slug: facts.slug,
        time_zone: facts.time_zone,
        city_name: facts.city_name,
        online: facts.online,
      };
    },
    async hasConfirmedAddress(trx, userId) {
      const user = await userAddress(trx, userId);
      return user !== undefined && !user.deleted && user.email !== null && user.confirmed;
    },
    async requestConfirmation(trx, userId, email) {
      const nonce = randomBytes(16).toString('base64url');
      await startConfirmation(trx, userId, email, nonce);
      const exp = Math.floor(Date.now() / 1000) + 7 * 86400;
      const token = tokens.sign({ p: 'confirm', u: userId, e: email, n: nonce, exp });
      await this.queue(trx, {
        key: `email_confirmation:${userId}:${nonce}`,
        template: 'email_confirmation',
        userId,
        address: email,
        data: { email, confirm_url: `${connectUrl}/email/confirm?token=${encodeURIComponent(token)}` },
      });
    },
    async confirm(token) {
      const payload = tokens.verify(token, 'confirm');
      const bad = () => invalid('token', 'This confirmation link is not valid (expired, already used, or for another address).', 'link_invalid');
      if (!payload || typeof payload.u !== 'number' || typeof payload.e !== 'string' || typeof payload.n !== 'string') throw bad();
      if (!(await confirmAddress(db, payload.u, payload.e, payload.n))) throw bad();
      return { email: payload.e };
    },
    async unsubscribe(token) {
      const payload = tokens.verify(token, 'unsubscribe');
      if (!payload || typeof payload.a !== 'string') throw invalid('token', 'This unsubscribe link is not valid.', 'link_invalid');
      await unsubscribe(db, payload.a);
    },
  };
}

/**
 * The mail job: reads the row, decides the address now (a user's current address, and only once confirmed, except
 * the confirmation link itself; none for a deleted account), skips list mails to an address that unsubscribed and
 * reminders the user turned off, renders in the receiver's language and sends. A failure throws: the outbox tries
 * again with backoff; the row turns `sent` after the SMTP server took the mail (a crash in between sends it again:
 * at least once), `dropped` when it must not go. Each outcome is counted by template: sent, failed (to be tried
 * again) and given up (the last try failed).
 */
function registerMailJob(outbox: Outbox, deps: MailDeps & { tokens: LinkTokens; connectUrl: string }): void {
  const { db, config, logger, transport, tokens, connectUrl, metrics } = deps;
  outbox.register(
    MAIL_JOB,
    async (payload, job) => {
      let template = 'unknown';
      try {
        if (await sendMail((payload as { key: string }).key, (name) => (template = name))) metrics?.mailsSent.inc({ template, driver: config.mail.driver });
      } catch (err) {
        (job.final ? metrics?.mailsGivenUp : metrics?.mailsFailed)?.inc({ template, driver: config.mail.driver });
        throw err;
      }
    },
    { maxAttempts: 12, backoff: exponentialBackoff({ baseMs: 2_000, maxMs: 10 * 60_000 }) },
  );

  /** One try of the mail `key`: true once the SMTP server took it, false when it was not to be sent (or is gone). */
  async function sendMail(key: string, named: (template: string) => void): Promise<boolean> {
    const mail = await findMail(db, key);
    if (!mail || mail.status !== 'queued') return false;
    named(mail.template);
    const template = TEMPLATES[mail.template];
    const drop = async (reason: string) => {
      logger.info({ template: mail.template, reason }, 'mail.dropped');
      await setMailStatus(db, key, 'dropped');
      return false;
    };
    if (!template) return drop('unknown_template');
    let address = mail.address;
    if (mail.user_id !== null) {
      const user = await userAddress(db, mail.user_id);
      if (!user || user.deleted || !user.email) return drop('no_address');
      if (mail.template === 'email_confirmation') {
        if (user.email.toLowerCase() !== mail.address?.toLowerCase()) return drop('address_changed');
      } else {
        if (!user.confirmed) return drop('unconfirmed');
        address = user.email;
      }
    }
    if (!address) return drop('no_address');
    if (template.list && (await isUnsubscribed(db, address))) return drop('unsubscribed');
    if (mail.template === 'meeting_reminder' && mail.user_id !== null && !(await notificationSettingsOf(db, mail.user_id)).meeting_reminder_email) {
      return drop('turned_off');
    }
    // A mail to an address (an order's `email`) may carry the locale it was queued in (the buyer's, at payment).
    const queuedLocale = (mail.data as { locale?: unknown } | null)?.locale;
    const locale = mail.user_id === null && (queuedLocale === 'fa' || queuedLocale === 'en') ? queuedLocale : await receiverLocale(db, mail.user_id, config.defaultLocale);
    const unsubscribeUrl = template.list ? `${connectUrl}/email/unsubscribe?token=${encodeURIComponent(tokens.sign({ p: 'unsubscribe', a: address.toLowerCase() }))}` : undefined;
    const rendered = await template.render(mail.data as never, { locale, unsubscribeUrl });
    const sent = transport.send({
      to: address,
      template: mail.template,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      ...(unsubscribeUrl ? { headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } } : {}),
      ...(rendered.attachments ? { attachments: rendered.attachments } : {}),
    });
    try {
      await sent;
      deps.health?.ok('mail');
    } catch (err) {
      // The mail server refused or could not be reached (never the address in the reason): /readyz says so.
      deps.health?.failed('mail', (err as Error).message.replaceAll(address, '<address>'));
      throw err;
    }
    await setMailStatus(db, key, 'sent');
    return true;
  }
}
