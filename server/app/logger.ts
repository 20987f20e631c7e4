import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

/** At most this much log output waits in memory for a slow stdout reader; beyond it lines are dropped. */
const MAX_BUFFERED_LOG_BYTES = 16 * 1024 * 1024;

/**
 * Standard output that never blocks the process: writes are asynchronous, a reader that stops reading makes
 * lines wait in memory (then be dropped) instead of the event loop sleeping on EAGAIN, a reader that went away
 * (EPIPE) silences the log, and the flush at exit gives up instead of waiting forever. So SIGTERM always ends
 * the process, whatever happened to the log pipe.
 */
export function stdoutDestination(): DestinationStream {
  let exiting = false;
  const stream = pino.destination({ dest: 1, sync: false, maxLength: MAX_BUFFERED_LOG_BYTES, retryEAGAIN: () => !exiting });
  stream.on('error', () => undefined);
  const flushSync = stream.flushSync.bind(stream);
  stream.flushSync = () => {
    exiting = true;
    try {
      flushSync();
    } catch {
      // The reader is gone or stuck: what is left of the log is lost, the exit is not.
    }
  };
  return stream;
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
