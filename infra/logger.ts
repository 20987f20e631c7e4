import { write, writeSync } from 'node:fs';
import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

/** At most this much log output waits in memory for a slow stdout reader; beyond it lines are dropped. */
const MAX_BUFFERED_LOG_BYTES = 16 * 1024 * 1024;

/**
 * Standard output that never blocks the process. Writes are asynchronous; a reader that stops reading makes lines
 * wait in memory (then be dropped) instead of the event loop sleeping on EAGAIN; a reader that went away (EPIPE)
 * silences the log; at exit what is left is written once, best effort, never retried. So SIGTERM always ends the
 * process, whatever happened to the log pipe (pino's own destination retries a broken pipe forever at exit).
 */
export function stdoutDestination(fd = 1): DestinationStream {
  const pending: Buffer[] = [];
  let bytes = 0;
  let writing = false;
  let broken = false;
  const pump = () => {
    if (writing || broken || pending.length === 0) return;
    writing = true;
    const chunk = pending.length === 1 ? pending[0]! : Buffer.concat(pending);
    pending.length = 0;
    bytes = 0;
    write(fd, chunk, (err, written) => {
      writing = false;
      if (err && (err as NodeJS.ErrnoException).code !== 'EAGAIN') {
        broken = true;
        return;
      }
      const rest = chunk.subarray(err ? 0 : written);
      if (rest.length) {
        pending.unshift(rest);
        bytes += rest.length;
      }
      if (err) setTimeout(pump, 10).unref();
      else pump();
    });
  };
  process.once('exit', () => {
    if (broken) return;
    for (const chunk of pending) {
      try {
        writeSync(fd, chunk);
      } catch {
        return;
      }
    }
  });
  return {
    write(line: string) {
      if (broken) return;
      const buf = Buffer.from(line);
      if (bytes + buf.length > MAX_BUFFERED_LOG_BYTES) return;
      pending.push(buf);
      bytes += buf.length;
      pump();
    },
  };
}

/** JSON lines on stdout. Secrets that may pass through request logs are redacted. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { pid: process.pid },
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'client_secret', 'refresh_token', 'password'],
        censor: '[redacted]',
      },
    },
    destination ?? stdoutDestination(),
  );
}
