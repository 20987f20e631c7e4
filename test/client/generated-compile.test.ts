import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.js';

/**
 * TypeScript clients generated from both documents compile (issue 29):
 * - REST: client/generated/openapi.ts (openapi-typescript, kept current by openapi-types.test.ts) with the small
 *   openapi-fetch app in fixtures/rest-program.ts;
 * - realtime: the AsyncAPI document's schemas (components and every message payload) through openapi-typescript,
 *   with a small program using the payload and acknowledgement types.
 * Both are type-checked by tsc --noEmit in strict mode; their `@ts-expect-error` lines prove the types are not `any`.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const run = promisify(execFile);
let server: TestServer;
let dir: string;

beforeAll(async () => {
  server = await startTestServer({ env: { PUBLIC_URL: 'https://events.example.com' } });
  dir = mkdtempSync(join(tmpdir(), 'convene-clients-'));
});
afterAll(async () => {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
});

const REALTIME_PROGRAM = `import type { components } from './asyncapi-types.js';
type S = components['schemas'];

export function tour(ack: S['client.chat_send.ack'], pushed: S['server.chat_message'], feed: S['server.livefeed_message']): string[] {
  const out: string[] = [];
  const send: S['client.chat_send'] = { to: 2, message: 'hi', client_message_id: 'c-1' };
  const typing: S['client.chat_typing'] = { to: send.to };
  out.push(String(typing.to));
  if (ack.ok) out.push(ack.data.message);
  else {
    const code: S['AckError']['code'] = ack.error.code;
    if (code === 'rate_limited' || code === 'blocked') out.push(ack.error.message);
  }
  const message: S['ChatMessage'] = pushed;
  out.push(String(message.chat_id), feed.user.name);
  // @ts-expect-error \`to\` is a user id (a number)
  const bad: S['client.chat_send'] = { to: 'bob', message: 'hi' };
  // @ts-expect-error not a catalogued code
  const wrong: S['AckError']['code'] = 'no_such_code';
  out.push(String(bad), wrong);
  return out;
}
`;

describe('generated TypeScript clients', () => {
  it('compile from the OpenAPI and the AsyncAPI documents, and a small typed program against each type-checks', async () => {
    const asyncapi = (await server.http.get('/connect/asyncapi.json')).body;
    // The AsyncAPI schemas are JSON Schema: generate their types through an OpenAPI shell (components unchanged, refs too).
    const schemas: Record<string, unknown> = { ...asyncapi.components.schemas };
    for (const [name, message] of Object.entries(asyncapi.channels.socket.messages as Record<string, { payload?: unknown }>)) {
      if (message.payload) schemas[name] = message.payload;
    }
    const shell = { openapi: '3.1.0', info: { title: 'Convene realtime', version: '1' }, paths: {}, components: { schemas } };
    writeFileSync(join(dir, 'asyncapi-types.ts'), astToString(await openapiTS(shell as Parameters<typeof openapiTS>[0])));
    writeFileSync(join(dir, 'realtime-program.ts'), REALTIME_PROGRAM);
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', lib: ['ES2023', 'DOM'], types: [], strict: true, noEmit: true, skipLibCheck: true },
        files: [join(root, 'test/client/fixtures/rest-program.ts'), join(dir, 'realtime-program.ts')],
      }),
    );
    const result = await run(join(root, 'node_modules/.bin/tsc'), ['-p', join(dir, 'tsconfig.json')], { cwd: root }).then(
      () => ({ code: 0, out: '' }),
      (err: { code?: number; stdout?: string }) => ({ code: err.code ?? 1, out: err.stdout ?? '' }),
    );
    expect(result.out).toBe('');
    expect(result.code).toBe(0);
  }, 120_000);
});
