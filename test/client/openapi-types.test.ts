import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.js';

const target = fileURLToPath(new URL('../../client/generated/openapi.ts', import.meta.url));
const header = '// Generated from GET /api/openapi.json by openapi-typescript: `npm run client:types` rewrites it. Do not edit.\n\n';

/** The client library's REST types are generated from the OpenAPI document; this fails when they drift from it. */
describe('client library types', () => {
  let server: TestServer;
  beforeAll(async () => {
    // A fixed public address: the served document renders it into descriptions, and the types must not depend on a port.
    server = await startTestServer({ env: { PUBLIC_URL: 'https://events.example.com' } });
  });
  afterAll(async () => server.stop());

  it('match the OpenAPI document the server serves', async () => {
    const res = await server.http.get('/api/openapi.json');
    expect(res.status).toBe(200);
    const generated = header + astToString(await openapiTS(res.body as Parameters<typeof openapiTS>[0]));
    if (process.env.CLIENT_TYPES_WRITE === '1') await writeFile(target, generated);
    const committed = await readFile(target, 'utf8').catch(() => '');
    expect(committed, 'client/generated/openapi.ts is stale: run `npm run client:types`').toBe(generated);
  });
});
