import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.js';

const target = fileURLToPath(new URL('../../client/generated/asyncapi.ts', import.meta.url));
const header = '// Generated from GET /connect/asyncapi.json by openapi-typescript: `npm run client:types` rewrites it. Do not edit.\n\n';

interface AsyncApiMessage {
  name: string;
  payload?: unknown;
}
interface AsyncApiDocument {
  channels: { socket: { messages: Record<string, AsyncApiMessage> } };
  components: { schemas: Record<string, unknown> };
}

/**
 * The socket events' TypeScript types for the client library, from the AsyncAPI document (itself built from the
 * same zod schemas the server validates with). openapi-typescript turns JSON Schemas into types; it is given the
 * document's components plus one schema per message (`server.<event>`, `client.<event>`, `client.<event>.ack`),
 * and two maps from event name to those types are appended.
 */
export async function socketTypes(document: AsyncApiDocument): Promise<string> {
  const schemas: Record<string, unknown> = { ...document.components.schemas };
  const server: string[] = [];
  const client: string[] = [];
  for (const [key, message] of Object.entries(document.channels.socket.messages).sort(([a], [b]) => a.localeCompare(b))) {
    if (key.endsWith('.ack')) continue;
    const event = JSON.stringify(message.name);
    const type = (name: string) => (name in schemas ? `components["schemas"][${JSON.stringify(name)}]` : 'undefined');
    if (message.payload) schemas[key] = message.payload;
    const ack = document.channels.socket.messages[`${key}.ack`];
    if (ack?.payload) schemas[`${key}.ack`] = ack.payload;
    if (key.startsWith('server.')) server.push(`    ${event}: ${type(key)};`);
    else client.push(`    ${event}: { payload: ${type(key)}; ack: ${type(`${key}.ack`)} };`);
  }
  const openapi = { openapi: '3.1.0', info: { title: 'Convene realtime', version: '1.0.0' }, paths: {}, components: { schemas } };
  const body = astToString(await openapiTS(openapi as Parameters<typeof openapiTS>[0]));
  return (
    header +
    body +
    '/** Server → client events: the payload of each. */\n' +
    `export interface ServerEvents {\n${server.join('\n')}\n}\n` +
    '/** Client → server events: the payload and the acknowledgement of each. */\n' +
    `export interface ClientEvents {\n${client.join('\n')}\n}\n`
  );
}

/** The client library's socket types are generated from the AsyncAPI document; this fails when they drift from it. */
describe('client library socket types', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { PUBLIC_URL: 'https://events.example.com' } });
  });
  afterAll(async () => server.stop());

  it('match the AsyncAPI document the server serves', async () => {
    const res = await server.http.get('/connect/asyncapi.json');
    expect(res.status).toBe(200);
    const generated = await socketTypes(res.body as AsyncApiDocument);
    expect(generated).toContain('"livefeed:message": components["schemas"]["server.livefeed_message"]');
    if (process.env.CLIENT_TYPES_WRITE === '1') await writeFile(target, generated);
    const committed = await readFile(target, 'utf8').catch(() => '');
    expect(committed, 'client/generated/asyncapi.ts is stale: run `npm run client:types`').toBe(generated);
  });
});
