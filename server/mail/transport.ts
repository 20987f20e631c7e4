import { mkdir, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
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
 * `log` (development, the demo): one JSON line `mail.sent` with to, subject and template, and with MAIL_LOG_DIR the
 * whole message (both parts, inline QR codes, attachments) as an .eml file there, named in the line's `file`, for a
 * mail program to open; refused in production (infra/config.ts). `smtp`: nodemailer over MAIL_URL; any failure
 * throws, and the outbox tries again. Both build the message with the same options (`message` below).
 */
export function createMailTransport(deps: { config: Config; logger: Logger }): MailTransport {
  const { config, logger } = deps;
  if (config.mail.driver === 'log') {
    if (config.nodeEnv === 'production') throw new Error('MAIL_DRIVER=log is refused with NODE_ENV=production');
    const dir = config.mail.logDir;
    const writer = dir ? nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' }) : undefined;
    return {
      async send(mail) {
        let file: string | undefined;
        if (writer && dir) {
          const built = (await writer.sendMail(message(config.mail.from, mail))) as { message: Buffer };
          await mkdir(dir, { recursive: true });
          file = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.template}-${randomUUID().slice(0, 8)}.eml`);
          await writeFile(file, built.message);
        }
        logger.info({ to: mail.to, subject: mail.subject, template: mail.template, ...(file ? { file } : {}) }, 'mail.sent');
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
      await transporter.sendMail(message(config.mail.from, mail));
      logger.info({ template: mail.template }, 'mail.sent');
    },
    close() {
      transporter.close();
    },
  };
}

/** nodemailer's message options for one mail. */
function message(from: string, mail: OutgoingMail) {
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    headers: mail.headers,
    attachments: mail.attachments?.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType, ...(a.cid ? { cid: a.cid } : {}) })),
    // The envelope is the recipient alone: nothing from the mail's text reaches RCPT TO.
    envelope: { from: envelopeFrom(from), to: [mail.to] },
  };
}

function envelopeFrom(from: string): string {
  const match = /<([^>]+)>/.exec(from);
  return (match ? match[1]! : from).trim();
}
