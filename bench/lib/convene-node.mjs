// Used only while dist/server/main.js does not attach the realtime layer yet: the same start-up as server/main.ts
// (config from the environment, context, HTTP server) plus `attachRealtime` from dist/realtime/server.js.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = process.argv[2];
const dist = (p) => pathToFileURL(join(root, 'dist', p)).href;
const { loadConfig } = await import(dist('server/config.js'));
const { createContext } = await import(dist('server/context.js'));
const { startHttpServer } = await import(dist('server/http-server.js'));
const { createLogger } = await import(dist('server/logger.js'));
const { attachRealtime } = await import(dist('realtime/server.js'));

const config = loadConfig();
const logger = createLogger(config.logLevel);
const ctx = await createContext(config, { logger });
const running = await startHttpServer(ctx, [attachRealtime]);
const stop = () => running.stop().then(() => process.exit(0), () => process.exit(1));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
