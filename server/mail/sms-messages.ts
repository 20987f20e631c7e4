import type { Config } from '../../infra/config.js';
import type { Logger } from '../../infra/logger.js';
import type { Metrics } from '../../infra/metrics.js';
import type { DB } from '../../storage/database.js';
import { findSms, insertSms, setSmsStatus, userMobile } from '../../storage/repositories/mail.js';
import type { SmsSender } from '../identity/sms.js';
import { enqueueJob, exponentialBackoff, type Outbox } from '../outbox/outbox.js';
import type { ProviderHealth } from '../../infra/provider-health.js';
import { catalog } from './catalog.js';
import { formatShortDateTime } from './format.js';
import { receiverLocale, type Locale } from './locale.js';

/**
 * Messages by SMS that Convene writes itself (issue 46): today the waiting-list offer to someone whose e-mail
 * address is not confirmed (or who has none). Like a mail (server/mail/service.ts): recorded in the transaction that
 * causes it (a row in `sms_messages` keyed by its cause, so one message per cause, and an outbox job `sms`), sent after
 * commit by one node through the SMS driver (and SMS_FALLBACK_DRIVER), retried with backoff when the provider fails
 * (at least once: a node dying after the provider took it sends it again), and written when it goes out, in the
 * receiver's language, to the user's number at that moment (none for a deleted account).
 */

export const SMS_JOB = 'sms';

/** What the offer's SMS says, recorded when the offer is made. */
export interface WaitingListOfferSmsData {
  event_name: string;
  event_url: string;
  voucher: string;
  expires_at: string;
  time_zone: string;
}

interface SmsTemplates {
  waiting_list_offer: WaitingListOfferSmsData;
}
export type SmsTemplateName = keyof SmsTemplates;

/** The longest event name an SMS carries (a longer one is cut with "…"), so the message stays short. */
const EVENT_NAME_MAX = 40;
const shortName = (name: string) => (name.length > EVENT_NAME_MAX ? `${name.slice(0, EVENT_NAME_MAX - 1).trimEnd()}…` : name);

const RENDER: { [K in SmsTemplateName]: (data: SmsTemplates[K], locale: Locale) => string } = {
  waiting_list_offer: (d, locale) => catalog(locale).sms_waitlist(shortName(d.event_name), formatShortDateTime(d.expires_at, locale, d.time_zone), d.voucher, d.event_url),
};

export interface SmsMessages {
  /** Records a message in the caller's transaction (it exists iff that commits); false when its key was used. */
  queue<K extends SmsTemplateName>(db: DB, message: { key: string; template: K; userId: number; data: SmsTemplates[K] }): Promise<boolean>;
}

export interface SmsMessagesDeps {
  db: DB;
  config: Config;
  logger: Logger;
  outbox: Outbox;
  sms: SmsSender;
  /** What `/readyz` says of the SMS provider. */
  health?: ProviderHealth | undefined;
  /** `convene_sms_messages_total` (GET /metrics). */
  metrics?: Pick<Metrics, 'smsMessages'> | undefined;
}

export function createSmsMessages(deps: SmsMessagesDeps): SmsMessages {
  const { db, config, logger, outbox, sms } = deps;

  const count = (template: string, outcome: 'sent' | 'failed' | 'given_up' | 'dropped') => deps.metrics?.smsMessages.inc({ template, driver: config.sms.driver, outcome });
  outbox.register(
    SMS_JOB,
    async (payload, job) => {
      let template = 'unknown';
      try {
        const outcome = await send((payload as { key: string }).key, (name) => (template = name));
        if (outcome) count(template, outcome);
      } catch (err) {
        count(template, job.final ? 'given_up' : 'failed');
        throw err;
      }
    },
    { maxAttempts: 12, backoff: exponentialBackoff({ baseMs: 2_000, maxMs: 10 * 60_000 }) },
  );

  /** One try: reads the row, decides the number and the language now, sends; a provider failure throws (retried). */
  async function send(key: string, named: (template: string) => void): Promise<'sent' | 'dropped' | undefined> {
    const message = await findSms(db, key);
    if (!message || message.status !== 'queued') return undefined;
    named(message.template);
    const render = RENDER[message.template as SmsTemplateName] as ((data: unknown, locale: Locale) => string) | undefined;
    const drop = async (reason: string) => {
      logger.info({ template: message.template, reason }, 'sms.dropped');
      await setSmsStatus(db, key, 'dropped');
      return 'dropped' as const;
    };
    if (!render) return drop('unknown_template');
    const user = await userMobile(db, message.user_id);
    if (!user || user.deleted || !user.mobile) return drop('no_number');
    const locale = await receiverLocale(db, message.user_id, config.defaultLocale);
    const text = render(message.data, locale);
    try {
      await sms.sendText(user.mobile, { template: message.template, text, locale });
      deps.health?.ok('sms');
    } catch (err) {
      // Never the number or the text in the logs: the voucher in it is personal.
      deps.health?.failed('sms', (err as Error).message);
      logger.warn({ template: message.template, err: (err as Error).message }, 'sms.failed');
      throw err;
    }
    await setSmsStatus(db, key, 'sent');
    logger.info({ template: message.template }, 'sms.sent');
    return 'sent';
  }

  return {
    async queue(trx, message) {
      const inserted = await insertSms(trx, { key: message.key, template: message.template, userId: message.userId, data: message.data });
      if (inserted) await enqueueJob(trx, SMS_JOB, { key: message.key });
      return inserted;
    },
  };
}
