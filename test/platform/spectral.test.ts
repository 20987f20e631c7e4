import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.js';

/**
 * The served OpenAPI and AsyncAPI documents through Spectral (`.spectral.yaml`: spectral:oas and spectral:asyncapi),
 * as an SDK generator's pipeline would lint them (issue 29): no error. Warnings are printed, and the README
 * (Interoperability) says why the remaining ones stay.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const run = promisify(execFile);
let server: TestServer;
let dir: string;

beforeAll(async () => {
  server = await startTestServer({ env: { PUBLIC_URL: 'https://events.example.com' } });
  dir = mkdtempSync(join(tmpdir(), 'convene-spectral-'));
  writeFileSync(join(dir, 'openapi.json'), JSON.stringify((await server.http.get('/api/openapi.json')).body, null, 1));
  writeFileSync(join(dir, 'asyncapi.json'), JSON.stringify((await server.http.get('/connect/asyncapi.json')).body, null, 1));
});
afterAll(async () => {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
});

interface Problem {
  code: string;
  message: string;
  path: string[];
  severity: number;
  source?: string;
}

async function lint(file: string): Promise<Problem[]> {
  const args = ['lint', '--ruleset', join(root, '.spectral.yaml'), '--format', 'json', '--fail-severity', 'error', '--quiet', join(dir, file)];
  // Exit code 1 on errors: the JSON report is on stdout either way.
  const out = await run(join(root, 'node_modules/.bin/spectral'), args, { cwd: root }).catch((err: { stdout?: string }) => ({ stdout: err.stdout ?? '' }));
  const text = out.stdout.trim();
  return text.startsWith('[') ? (JSON.parse(text) as Problem[]) : [];
}

describe('Spectral', () => {
  for (const file of ['openapi.json', 'asyncapi.json']) {
    it(`finds no error in ${file}`, async () => {
      const problems = await lint(file);
      const errors = problems.filter((p) => p.severity === 0).map((p) => `${p.code}: ${p.message} at ${p.path.join('.')}`);
      const warnings = problems.filter((p) => p.severity === 1).map((p) => `${p.code} at ${p.path.join('.')}`);
      if (warnings.length) console.log(`Spectral warnings in ${file} (${warnings.length}):\n  ${warnings.join('\n  ')}`);
      expect(errors).toEqual([]);
    }, 60_000);
  }

  it('really lints (a broken document has errors)', async () => {
    writeFileSync(join(dir, 'broken.json'), JSON.stringify({ openapi: '3.1.0', info: { title: 'x', version: '1' }, paths: { '/a': { get: { responses: { 200: { description: 'ok', content: { 'application/json': { schema: { type: 'array' } } } } } } } } }));
    const problems = await lint('broken.json');
    expect(problems.some((p) => p.severity === 0 && p.code === 'array-items')).toBe(true);
  }, 60_000);
});
