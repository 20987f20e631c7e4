// Cached public answers are sent as ready bytes (gateway/ready-json.ts): one serialization, ETag and compression per
// cached value. These pin what a client sees: the same validators and bytes as before, 304 for a fresh copy, the
// encoding it asked for, and new bytes at once after a write.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, createUser, tokenFor } from '../helpers/factories.js';
import { hoursFromNow } from '../helpers/events.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { rawRequest } from '../helpers/http.js';

/** A request with exactly these headers, answered as sent. */
const raw = (server: TestServer, path: string, headers: Record<string, string>, method = 'GET') => rawRequest(server.url, path, headers, method);

describe('ready answers of cached public reads', () => {
  let server: TestServer;
  let slug: string;
  let id: number;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer();
    const owner = await createUser(server.ctx);
    token = await tokenFor(server.ctx, owner);
    const org = await createOrganization(server.ctx, owner);
    const res = await server.http.post(
      '/api/events',
      {
        organization: org.slug,
        name: 'Ready Conf',
        category_id: null,
        city_name: 'Tehran',
        online: false,
        starts_at: hoursFromNow(24).toISOString(),
        ends_at: hoursFromNow(30).toISOString(),
        cover: null,
      },
      { token },
    );
    expect(res.status).toBe(201);
    ({ slug, id } = res.body.data as { slug: string; id: number });
  });
  afterAll(async () => server.stop());

  it('repeats the same bytes and ETag, answers 304 to a fresh copy, and changes both after a write', async () => {
    const path = `/api/events/${slug}`;
    const first = await raw(server, path, {});
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[0-9a-f]+-[A-Za-z0-9+/]{27}"$/);
    const record = JSON.parse(first.bytes.toString('utf8')) as { data: { id: number; name: string } };
    expect(record.data.id).toBe(id);
    expect(Number(first.headers['content-length'])).toBe(first.bytes.length);

    const second = await raw(server, path, {});
    expect(second.headers.etag).toBe(etag);
    expect(second.bytes.equals(first.bytes)).toBe(true);

    const fresh = await raw(server, path, { 'if-none-match': etag });
    expect(fresh.status).toBe(304);
    expect(fresh.bytes.length).toBe(0);
    expect(fresh.headers.etag).toBe(etag);
    const stale = await raw(server, path, { 'if-none-match': 'W/"0-nothing"' });
    expect(stale.status).toBe(200);

    expect((await server.http.patch(path, { name: 'Ready Conf renamed' }, { token })).status).toBe(200);
    const after = await raw(server, path, { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect((JSON.parse(after.bytes.toString('utf8')) as { data: { name: string } }).data.name).toBe('Ready Conf renamed');
  });

  it('sends the encoding asked for, the same JSON in each, and Vary: Accept-Encoding', async () => {
    // A long name and cover address: the record goes over the compression threshold (1 KiB).
    const grown = await server.http.patch(`/api/events/${slug}`, { name: `Ready Conf ${'x'.repeat(180)}`, cover: `https://cdn.example.com/covers/${'c'.repeat(400)}.jpg` }, { token });
    expect(grown.status).toBe(200);
    const path = `/api/events/${slug}`;
    const plain = await raw(server, path, {});
    expect(plain.bytes.length, plain.bytes.toString()).toBeGreaterThanOrEqual(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const gzip = await raw(server, path, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.bytes).equals(plain.bytes)).toBe(true);
    const br = await raw(server, path, { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.bytes).equals(plain.bytes)).toBe(true);
    for (const answer of [plain, gzip, br]) {
      expect(String(answer.headers.vary)).toMatch(/Accept-Encoding/);
      expect(answer.headers.etag).toBe(plain.headers.etag);
    }
    const head = await raw(server, path, { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.bytes.length).toBe(0);
    expect(head.headers.etag).toBe(plain.headers.etag);
  });

  it('keeps signed-in answers apart: private, with the caller’s own link, never the guests’ bytes', async () => {
    const path = `/api/events/${slug}`;
    const guest = await raw(server, path, {});
    const member = await raw(server, path, { authorization: `Bearer ${token}` });
    expect(member.status).toBe(200);
    expect(String(member.headers['cache-control'])).toMatch(/private/);
    const body = JSON.parse(member.bytes.toString('utf8')) as { data: { _links: Record<string, unknown> } };
    expect(body.data._links).toHaveProperty('user_ticket');
    expect(member.bytes.equals(guest.bytes)).toBe(false);
  });
});
