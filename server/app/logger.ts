import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

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
    destination,
  );
}
