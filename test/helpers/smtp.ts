import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';

/** A mail as the SMTP server received it: the envelope (MAIL FROM, RCPT TO) and the parsed message. */
export interface ReceivedMail {
  envelope: { from: string; to: string[] };
  raw: string;
  parsed: ParsedMail;
}

export interface TestSmtpServer {
  port: number;
  /** MAIL_URL for the server under test. */
  url: string;
  mails: ReceivedMail[];
  /** Refuse every message (`554`) while true: the sender must keep the mails and try again. */
  refuse: boolean;
  /** Resolves with the mails once `count` arrived that `filter` accepts (fails after `timeoutMs`). */
  waitFor(count: number, filter?: (m: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail[]>;
  stop(): Promise<void>;
}

/** A real SMTP server (the `smtp-server` package) on loopback, no TLS and no auth, parsing every mail with mailparser. */
export async function startSmtpServer(options: { port?: number } = {}): Promise<TestSmtpServer> {
  const mails: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const state = { refuse: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 25 * 1024 * 1024,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (state.refuse) {
          callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 554 }));
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
        };
        simpleParser(raw).then(
          (parsed) => {
            mails.push({ envelope, raw, parsed });
            for (const w of waiters) w();
            callback();
          },
          (err: Error) => callback(err),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    mails,
    get refuse() {
      return state.refuse;
    },
    set refuse(v: boolean) {
      state.refuse = v;
    },
    waitFor(count, filter = () => true, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = mails.filter(filter);
          if (found.length >= count) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(found);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`waited ${timeoutMs} ms for ${count} mails, got ${mails.filter(filter).length}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
