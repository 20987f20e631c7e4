import nodemailer from 'nodemailer';
import type { Config } from '../../infra/config.js';
import type { Logger } from '../../infra/logger.js';
import type { MailAttachment } from './template.js';

/** A mail ready to go: one recipient address, both parts, extra headers (List-Unsubscribe), attachments. */
export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  template: string;
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * `log` (development, the demo): one JSON line `mail.sent` with to, subject and template; refused in production
 * (infra/config.ts). `smtp`: nodemailer over MAIL_URL; any failure throws, and the outbox tries again.
 */
export function createMailTransport(deps: { config: Config; logger: Logger }): MailTransport {
  const { config, logger } = deps;
  if (config.mail.driver === 'log') {
    if (config.nodeEnv === 'production') throw new Error('MAIL_DRIVER=log is refused with NODE_ENV=production');
    return {
      async send(mail) {
        logger.info({ to: mail.to, subject: mail.subject, template: mail.template }, 'mail.sent');
      },
      close() {},
    };
  }
  const url = config.mail.url;
  if (!url) throw new Error('MAIL_URL is required for MAIL_DRIVER=smtp');
  const t = config.mail.timeoutMs;
  const transporter = nodemailer.createTransport({ url, pool: true, maxConnections: 2, connectionTimeout: t, greetingTimeout: t, socketTimeout: t } as never);
  return {
    async send(mail) {
      await transporter.sendMail({
        from: config.mail.from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        headers: mail.headers,
        attachments: mail.attachments?.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType, ...(a.cid ? { cid: a.cid } : {}) })),
        // The envelope is the recipient alone: nothing from the mail's text reaches RCPT TO.
        envelope: { from: envelopeFrom(config.mail.from), to: [mail.to] },
      });
      logger.info({ template: mail.template }, 'mail.sent');
    },
    close() {
      transporter.close();
    },
  };
}

function envelopeFrom(from: string): string {
  const match = /<([^>]+)>/.exec(from);
  return (match ? match[1]! : from).trim();
}
